import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_BATCH_CHARACTERS, createLogDestination } from './log-destination.ts';

describe('createLogDestination', () => {
  const opened: number[] = [];
  afterEach(() => {
    for (const fd of opened.splice(0)) closeSync(fd);
  });

  function logFile(): { fd: number; read: () => string } {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'venue-pass-log-')), 'log');
    const fd = openSync(file, 'a');
    opened.push(fd);
    return { fd, read: () => readFileSync(file, 'utf8') };
  }

  /** Opens FIFOs with no writer on every libuv thread (each open waits there for one); the returned function lets them go. */
  function occupyThreadPool(): () => void {
    const folder = mkdtempSync(path.join(tmpdir(), 'venue-pass-fifo-'));
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const fifos = Array.from({ length: threads }, (_, index) => path.join(folder, `fifo-${index}`));
    execFileSync('mkfifo', fifos);
    const readers = fifos.map((fifo) => open(fifo, 'r').then((handle) => handle.close()));
    return () => {
      // Opening a FIFO for reading and writing does not wait (Linux), and gives each waiting open its writer.
      const writers = fifos.map((fifo) => openSync(fifo, 'r+'));
      void Promise.all(readers).finally(() => writers.forEach((writer) => closeSync(writer)));
    };
  }

  it('holds lines until a batch is full, then writes them whole and in order, multi-byte characters intact', async () => {
    const { fd, read } = logFile();
    const destination = createLogDestination({ fd, flushEveryMs: 60_000 });
    const lines = Array.from({ length: 120 }, (_, index) => `{"n":${index},"msg":"Café Ünïcode ✓ 😀 request completed"}\n`);

    destination.stream.write(lines[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read()).toBe('');

    for (const line of lines.slice(1)) destination.stream.write(line);
    expect(lines.join('').length).toBeGreaterThan(LOG_BATCH_CHARACTERS);
    await expect.poll(read).not.toBe('');
    destination.flushSync();
    expect(read()).toBe(lines.join(''));
  });

  it('has written every line when flushSync returns, even once the writer has gone idle after a batch', async () => {
    const { fd, read } = logFile();
    const destination = createLogDestination({ fd, flushEveryMs: 60_000 });
    const line = `{"msg":"${'x'.repeat(100)}"}\n`;
    const batch = line.repeat(Math.ceil(LOG_BATCH_CHARACTERS / line.length));
    for (let written = 0; written < batch.length; written += line.length) destination.stream.write(line);
    await expect.poll(read).toBe(batch);
    // The write's callback runs after its bytes are in the file: the writer is idle only a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));

    // With libuv's threads all waiting, a write handed to them now would land only after flushSync returned.
    const release = occupyThreadPool();
    try {
      destination.stream.write('{"msg":"last line"}\n');
      destination.flushSync();
      expect(read()).toBe(`${batch}{"msg":"last line"}\n`);
    } finally {
      release();
    }
  });

  it('writes what it holds at least every flushEveryMs', async () => {
    const { fd, read } = logFile();
    const destination = createLogDestination({ fd, flushEveryMs: 100 });
    destination.stream.write('{"msg":"one line"}\n');
    await expect.poll(read, { timeout: 2000 }).toBe('{"msg":"one line"}\n');
    destination.flushSync();
  });

  it('writes what it holds when the process exits without closing it', () => {
    const module = fileURLToPath(new URL('./log-destination.ts', import.meta.url));
    const script = `const { createLogDestination } = await import(${JSON.stringify(module)});
      createLogDestination().stream.write('{"msg":"last words"}\\n');
      process.exit(0);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('{"msg":"last words"}\n');
  });
});
