/**
 * `npm run soak [-- --minutes=10]`: starts the server as `npm start` runs it (on a fresh embedded database
 * unless DATABASE_URL is set), drives it with mixed visitor and member traffic from a separate process
 * (bench/soak-load.ts) and samples the server's resident memory, reporting memory over time and errors.
 * Exits non-zero on any 5xx, connection error or timeout. Build the SPA first (`npm run build`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MEMBER } from '../server/src/seed/demo-content.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const minutes = Number(process.argv.find((arg) => arg.startsWith('--minutes='))?.split('=')[1] ?? 10);
const port = Number(process.env['SOAK_PORT'] ?? 8194);
const base = `http://localhost:${port}`;
const seconds = Math.round(minutes * 60);
const SAMPLE_MS = Math.max(1000, Math.min(30_000, (seconds * 1000) / 20));

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'vp-soak-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One signed-in member for the whole run: the access token must outlive it.
    ACCESS_TOKEN_TTL_SECONDS: String(seconds + 300),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExit = exited(server);
try {
  for (let waited = 0; ; waited += 250) {
    if (waited > 120_000) throw new Error('the server did not start');
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await fetch(`${base}/version.json`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const started = Date.now();
  const samples: { second: number; rssMb: number }[] = [{ second: 0, rssMb: await rssMb(server.pid!) }];
  let output = '';
  const load = spawn(process.execPath, ['--import', 'tsx', 'bench/soak-load.ts', base, String(seconds), DEMO_MEMBER.email, DEMO_MEMBER.password], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  load.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const loadExit = exited(load);
  const timer = setInterval(() => {
    void rssMb(server.pid!).then((mb) => samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: mb }));
  }, SAMPLE_MS);
  const loadCode = await loadExit;
  clearInterval(timer);
  samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: await rssMb(server.pid!) });
  if (loadCode !== 0) throw new Error(`the load generator failed (${loadCode})`);
  const result = JSON.parse(output) as {
    requests: number;
    averageRps: number;
    p99Ms: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodes: Record<string, { count: number }>;
  };

  const settled = samples.filter((sample) => sample.second >= seconds * 0.2);
  const first = settled[0] ?? samples[0]!;
  const last = samples.at(-1)!;
  const peak = Math.max(...samples.map((sample) => sample.rssMb));
  const fiveHundreds = Object.entries(result.statusCodes).filter(([status]) => Number(status) >= 500).reduce((sum, [, each]) => sum + each.count, 0);
  const lines = [
    `Soak: ${minutes} min, ${result.requests} requests (${Math.round(result.averageRps)}/s average, p99 ${result.p99Ms} ms) on ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}`,
    `Status codes: ${Object.entries(result.statusCodes).map(([status, each]) => `${status}×${each.count}`).join(' ')}; errors ${result.errors}, timeouts ${result.timeouts}`,
    `Server RSS (MB) over time: ${samples.map((sample) => `${sample.second}s ${sample.rssMb.toFixed(0)}`).join(', ')}`,
    `RSS after warm-up (20% of the run) ${first.rssMb.toFixed(0)} MB, at the end ${last.rssMb.toFixed(0)} MB (${(last.rssMb - first.rssMb >= 0 ? '+' : '') + (last.rssMb - first.rssMb).toFixed(0)} MB), peak ${peak.toFixed(0)} MB`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (fiveHundreds > 0 || result.errors > 0 || result.timeouts > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await serverExit;
  await rm(dataDir, { recursive: true, force: true });
}
