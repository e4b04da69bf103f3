// Same-run A/B of the server at two commits: `BENCH_AB_BEFORE=<commit> npm run bench:ab`. Checks the commit
// out in a temporary git worktree (sharing this checkout's node_modules, so both run the same packages,
// contracts included), starts its server and this checkout's side by side (each as `npm start` does, on its
// own embedded PGlite), with the hello-world, and loads each route in rounds: per server, the hello-world and
// then the server, the servers' order reversed every other round. Two figures per round and server: the
// ratio of its req/s to the hello-world's just before it, and its CPU time per request (from /proc, so
// Linux only), which moves less with what else the machine does. Medians over the rounds. On a shared
// 2-core machine a round's ratio moves by a tenth or more: trust differences that hold in most rounds.
// Knobs: BENCH_AB_BEFORE (required), BENCH_ROUNDS (7), BENCH_SECONDS (4), BENCH_ONLY (config.json).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MEMBER } from '../server/src/seed/demo-content.ts';
import { load, startBaseline, startProduct, stop } from './api-processes.ts';
import { selectedRoutes } from './api-routes.ts';
import { signIn } from './sign-in.ts';
import { median } from './median.ts';

const before = process.env['BENCH_AB_BEFORE'];
if (!before) throw new Error('BENCH_AB_BEFORE names the commit to compare this checkout with');
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 7);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 4);
process.env['BENCH_ONLY'] ??= 'config.json';
const connections = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** User and system CPU time of a process so far, in microseconds. */
async function cpuMicros(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / ticksPerSecond;
}

const worktree = path.join(await mkdtemp(path.join(tmpdir(), 'venue-pass-ab-')), 'checkout');
execFileSync('git', ['worktree', 'add', '--detach', worktree, before], { cwd: root, stdio: 'ignore' });
try {
  await symlink(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'));
  await symlink(path.join(root, 'server/node_modules'), path.join(worktree, 'server/node_modules'));
  const baseline = await startBaseline();
  const servers = [
    { name: `before (${before})`, ...(await startProduct(undefined, { checkout: worktree })) },
    { name: 'this checkout', ...(await startProduct(undefined)) },
  ];
  try {
    for (const route of selectedRoutes()) {
      const headers = new Map<string, Record<string, string>>();
      for (const server of servers) {
        headers.set(server.name, route.member ? { authorization: `Bearer ${await signIn(server.origin, DEMO_MEMBER)}` } : {});
        await load(`${server.origin}${route.path}`, { connections, seconds: 2, headers: headers.get(server.name)! });
      }
      await load(baseline.url, { connections, seconds: 2 });
      const ratios = new Map(servers.map((server) => [server.name, [] as number[]]));
      const cpu = new Map(servers.map((server) => [server.name, [] as number[]]));
      for (let round = 0; round < rounds; round += 1) {
        for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
          const base = await load(baseline.url, { connections, seconds });
          const startedAt = await cpuMicros(server.child.pid!);
          const figures = await load(`${server.origin}${route.path}`, { connections, seconds, headers: headers.get(server.name)! });
          cpu.get(server.name)!.push(((await cpuMicros(server.child.pid!)) - startedAt) / (figures.requests * seconds));
          ratios.get(server.name)!.push(figures.requests / base.requests);
        }
      }
      console.log(`\n${route.label}: median of ${rounds} rounds of ${seconds} s, ${connections} connections, PGlite`);
      console.log('| server | ratio to hello-world | CPU per request | rounds above the other |');
      console.log('|---|---|---|---|');
      for (const [index, server] of servers.entries()) {
        const own = ratios.get(server.name)!;
        const other = ratios.get(servers[1 - index]!.name)!;
        const wins = own.filter((ratio, round) => ratio > other[round]!).length;
        console.log(`| ${server.name} | ${median(own).toFixed(3)} | ${median(cpu.get(server.name)!).toFixed(1)} µs | ${wins} of ${rounds} |`);
      }
    }
  } finally {
    for (const server of servers) await server.close();
    await stop(baseline.child);
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
  await rm(path.dirname(worktree), { recursive: true, force: true });
}
