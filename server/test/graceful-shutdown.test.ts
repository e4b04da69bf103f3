import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server on a fresh embedded database, ready. */
async function startServer(env: Record<string, string> = {}): Promise<{ dataDir: string; port: number; child: ChildProcess }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env['PATH'],
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      METRICS_PORT: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: 'ignore',
  });
  await until(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null))?.status === 200, 60_000);
  return { dataDir, port, child };
}

// The server as `npm start` runs it, stopped as a container runtime or a rolling restart stops it (issue 23
// item 5): the embedded database whichever the suite runs on, since the drain does not depend on it.
describe.skipIf(process.env['TEST_DATABASE_URL'])('SIGTERM', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess;

  beforeAll(async () => {
    ({ dataDir, port, child } = await startServer());
  });
  afterAll(async () => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight, with its database write, before the process exits', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Sent over a slow connection' }));
    // A member on a slow mobile connection: the headers are in, the body is still on its way. The proxy in
    // front keeps its connections to the instance open for the next requests, as HAProxy and nginx do.
    const proxyConnections = new Agent({ keepAlive: true });
    const slow = request({
      agent: proxyConnections,
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/contact-form',
      // The server's 100 Continue shows it has read the headers: the request is in flight from then on.
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    await once(slow, 'continue');
    slow.write(body.subarray(0, 20));

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    // Shutting down: the instance stops answering ready (503, then no longer listening) ...
    await until(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null))?.status !== 200, 10_000);
    // ... while the request that was under way completes.
    slow.end(body.subarray(20));
    const { status, text } = await answer;
    expect({ status, text }).toMatchObject({ status: 201 });
    // Exit code 0: no connection outlived the drain (close-with-grace exits 1 when its 10 s run out).
    expect(await exited).toEqual([0, null]);
    proxyConnections.destroy();
  }, 30_000);
});

// Behind a load balancer (ADR 070): SIGTERM makes the instance unready at once, but it keeps answering until
// the balancer's health check has seen that, then closes as above.
describe.skipIf(process.env['TEST_DATABASE_URL'])('SIGTERM with SHUTDOWN_DELAY_SECONDS', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess;

  beforeAll(async () => {
    ({ dataDir, port, child } = await startServer({ SHUTDOWN_DELAY_SECONDS: '5' }));
  });
  afterAll(async () => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /health/ready 503 while it still serves requests, then exits 0', async () => {
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    await until(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null))?.status === 503, 10_000);
    const served = await fetch(`http://127.0.0.1:${port}/api/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Sent while the balancer takes the instance out' }),
    });
    expect(served.status).toBe(201);
    expect(await exited).toEqual([0, null]);
  }, 60_000);
});
