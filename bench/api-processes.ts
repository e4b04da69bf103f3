// The processes `npm run bench:api` and `npm run bench:profile` start: the app as `npm start` runs its
// server, a bare Fastify hello-world, and autocannon's CLI, each in its own process.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface Figures {
  requests: number;
  p99: number;
  /** Requests answered with a status that is not 2xx or not at all within 10 s (loadRequests only; `load` fails on any). */
  failed?: number;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** One autocannon run in its own process, for some seconds or some number of requests; fails on any answer that is not 2xx. */
export async function load(
  url: string,
  { connections, seconds, requests, headers = {} }: { connections: number; seconds?: number; requests?: number; headers?: Record<string, string> },
): Promise<Figures> {
  const args = [autocannonCli, '-c', String(connections), ...(requests ? ['-a', String(requests)] : ['-d', String(seconds ?? 5)]), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.average, p99: result.latency.p99 };
}

/**
 * Like `load`, cycling through requests of their own paths and headers (bench/load-requests.ts in its own
 * process); counts the answers that were not 2xx or timed out (an overloaded route shedding load is a finding
 * to report, not a reason to stop) and fails on any other error.
 */
export async function loadRequests(
  origin: string,
  requests: { path: string; headers?: Record<string, string> }[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Figures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'venue-pass-load-'));
  try {
    const file = path.join(dir, 'job.json');
    await writeFile(file, JSON.stringify({ origin, connections, seconds, requests: requests.map(({ path, headers = {} }) => ({ path, headers })) }));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/load-requests.ts'), file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    const result = JSON.parse(output) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number; timeouts: number };
    if (result.errors > result.timeouts) throw new Error(`${requests[0]?.path} and others: ${result.errors - result.timeouts} errors`);
    return { requests: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.timeouts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  // Ten minutes: started under valgrind, the server takes about one.
  for (let attempt = 0; attempt < 6000; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 10 minutes`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** `wrapper` is a program the node process runs under, such as valgrind. */
export async function startBaseline(wrapper: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const [command, ...args] = [...wrapper, process.execPath, '--import', 'tsx', path.join(root, 'bench/hello-world-server.ts')];
  const child = spawn(command!, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `${line.toString().trim()}/hello`, child };
}

/**
 * The server as `npm start` runs it (server/package.json's start script), with its default logging at info.
 * `wrapper` is a program the node process runs under (valgrind); `checkout` the repository whose server runs;
 * `env` adds to or overrides its environment.
 */
export async function startProduct(
  databaseUrl: string | undefined,
  {
    nodeOptions = [],
    wrapper = [],
    checkout = root,
    env = {},
  }: { nodeOptions?: string[]; wrapper?: string[]; checkout?: string; env?: Record<string, string> } = {},
): Promise<{ origin: string; child: ChildProcess; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-bench-'));
  const port = Number(process.env['BENCH_PORT'] ?? 0) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const [command, ...args] = [...wrapper, process.execPath, ...nodeOptions, '--import', 'tsx', 'src/server.ts'];
  const child = spawn(command!, args, {
    cwd: path.join(checkout, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // One token lasts the whole run.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...env,
    },
    // The request log is written as in production, and thrown away.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(`${origin}/version.json`, child);
  return {
    origin,
    child,
    close: async () => {
      await stop(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` on a new, empty database on the server of `postgresUrl`, dropped afterwards. */
export async function withThrowawayDatabase(postgresUrl: string, run: (url: string) => Promise<void>): Promise<void> {
  const name = `bench_vp_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      await run(url.toString());
    } finally {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
