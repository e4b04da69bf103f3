import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_BATCH_BYTES, createLogDestination } from './log-destination.ts';

describe('createLogDestination', () => {
  it('holds lines until a batch is full, then writes the batch at once, and flushes the rest on demand', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'log-destination-')), 'log');
    const fd = openSync(file, 'w');
    const destination = createLogDestination(fd);
    const line = `${'x'.repeat(99)}\n`;
    destination.write(line);
    expect(readFileSync(file, 'utf8')).toBe('');

    for (let written = line.length; written < LOG_BATCH_BYTES; written += line.length) destination.write(line);
    // Written before write() returns: nothing waits on a thread-pool round trip.
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(LOG_BATCH_BYTES);

    destination.write('last\n');
    destination.flushSync();
    expect(readFileSync(file, 'utf8').endsWith(`${line}last\n`)).toBe(true);
    destination.destroy();
  });
});
