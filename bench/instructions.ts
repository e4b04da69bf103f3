// CPU instructions per request, counted by valgrind's callgrind: the same work gives the same count whatever
// else the machine is doing, where req/s on a shared 2-core machine moves by a quarter from one run to the next.
// The app (as `npm start` runs its server, on a throwaway PostgreSQL database: PGlite's own work in the same
// process would be counted too) and the hello-world baseline each run under callgrind with instrumentation
// off; per route, autocannon warms it up, then instrumentation goes on only while it sends a fixed number of
// requests. The count takes in every thread of the process and leaves out the kernel's share. Under valgrind
// the server runs some 50 times slower, so work driven by the clock (timers, caches kept for some seconds)
// counts about 50 times more per request than it costs: trust the routes that keep nothing on a clock, such
// as config.json, most; and run nothing else under valgrind at the same time.
// Needs valgrind (callgrind_control). Knobs: BENCH_REQUESTS (4000), BENCH_ROUNDS (3), BENCH_ONLY, BENCH_POSTGRES_URL.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_MEMBER } from '../server/src/seed/demo-content.ts';
import { load, startBaseline, startProduct, stop, withThrowawayDatabase } from './api-processes.ts';
import { selectedRoutes } from './api-routes.ts';
import { signIn } from './sign-in.ts';
import { median } from './median.ts';

const requests = Number(process.env['BENCH_REQUESTS'] ?? 4000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const postgresUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const targets = selectedRoutes();

interface Counted {
  pid: number;
  outDir: string;
  /** valgrind names its control pipes after the HOST variable the process was started with. */
  host: string | undefined;
}

function control(counted: Counted, ...args: string[]): void {
  const env = { ...process.env };
  if (counted.host === undefined) delete env['HOST'];
  else env['HOST'] = counted.host;
  execFileSync('callgrind_control', [...args, String(counted.pid)], { env, stdio: 'ignore' });
}

async function instructionsPerRequest(counted: Counted, url: string, headers: Record<string, string>): Promise<number> {
  await load(url, { connections: 10, requests: 3000, headers });
  control(counted, '--instr=on');
  await load(url, { connections: 10, requests: 1000, headers });
  control(counted, '--zero');
  await load(url, { connections: 10, requests, headers });
  const before = new Set(await readdir(counted.outDir));
  control(counted, '--dump');
  control(counted, '--instr=off');
  // The dump is written while callgrind_control returns; its totals line comes last.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const dump = (await readdir(counted.outDir)).find((file) => !before.has(file));
    const totals = dump && /^totals: (\d+)/m.exec(await readFile(path.join(counted.outDir, dump), 'utf8'));
    if (totals) return Number(totals[1]) / requests;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('callgrind wrote no dump');
}

const callgrind = (outDir: string) => ['valgrind', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${outDir}/callgrind.%p`];

async function measure(databaseUrl: string): Promise<void> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-callgrind-'));
  const baseline = await startBaseline(callgrind(outDir));
  const product = await startProduct(databaseUrl, { wrapper: callgrind(outDir) });
  try {
    const token = await signIn(product.origin, DEMO_MEMBER);
    const member = { authorization: `Bearer ${token}` };
    const base: number[] = [];
    const counts = new Map(targets.map((target) => [target, [] as number[]]));
    for (let round = 0; round < rounds; round += 1) {
      base.push(await instructionsPerRequest({ pid: baseline.child.pid!, outDir, host: process.env['HOST'] }, baseline.url, {}));
      for (const target of targets) {
        const count = await instructionsPerRequest({ pid: product.child.pid!, outDir, host: '127.0.0.1' }, `${product.origin}${target.path}`, target.member ? member : {});
        counts.get(target)!.push(count);
      }
    }
    const baseCount = median(base);
    console.log(`\nPostgreSQL: instructions per request, median of ${rounds} rounds of ${requests} requests (10 connections)`);
    console.log('| route | instructions per request | hello-world / route |');
    console.log('|---|---|---|');
    console.log(`| hello-world | ${Math.round(baseCount)} | 1 |`);
    for (const target of targets) {
      const count = median(counts.get(target)!);
      console.log(`| ${target.label} | ${Math.round(count)} | ${(baseCount / count).toFixed(2)} |`);
    }
  } finally {
    await product.close();
    await stop(baseline.child);
    await rm(outDir, { recursive: true, force: true });
  }
}

await withThrowawayDatabase(postgresUrl, measure);
