// Where one route's time goes: starts the server as `npm start` does, with V8's sampling profiler
// (--cpu-prof), loads one route from an autocannon process, stops the server and prints the profile of
// the loaded seconds by package (self and inclusive time). The .cpuprofile stays in PROFILE_DIR, for
// Chrome DevTools or speedscope. PROFILE_PATH (/api/venues), PROFILE_MEMBER=1 (with the demo member's
// token), PROFILE_DATABASE=postgres (a throwaway database on BENCH_POSTGRES_URL's server), PROFILE_SECONDS (10).
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_MEMBER } from '../server/src/seed/demo-content.ts';
import { load, startProduct, withThrowawayDatabase } from './api-processes.ts';
import { signIn } from './sign-in.ts';

const route = process.env['PROFILE_PATH'] ?? '/api/venues';
const member = process.env['PROFILE_MEMBER'] === '1';
const seconds = Number(process.env['PROFILE_SECONDS'] ?? 10);
const postgresUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const packageOf = (url: string) =>
  url === '' ? '(V8 and native)' : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? url : url.replace(/^.*?\/(server|packages)\//, '$1/')));

function summarise(profile: CpuProfile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (id: number) => {
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(nodes.get(at)!);
    return stack;
  };
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => ({ id, at: (time += profile.timeDeltas[index] ?? 0), weight: profile.timeDeltas[index] ?? 0 }));
  // The loaded seconds end with the last sample inside Fastify; start-up and shutdown are left out.
  const end = samples.findLast((sample) => stackOf(sample.id).some((node) => node.callFrame.url.includes('node_modules/fastify/')))?.at ?? time;
  const window = samples.filter((sample) => sample.at <= end && sample.at > end - seconds * 1e6);
  const total = window.reduce((sum, sample) => sum + sample.weight, 0);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of window) {
    const stack = stackOf(sample.id);
    const own = packageOf(stack[0]!.callFrame.url);
    self.set(own, (self.get(own) ?? 0) + sample.weight);
    for (const name of new Set(stack.map((node) => packageOf(node.callFrame.url)))) inclusive.set(name, (inclusive.get(name) ?? 0) + sample.weight);
  }
  const print = (title: string, figures: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, weight] of [...figures].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(`${((100 * weight) / total).toFixed(1).padStart(6)}%  ${name}`);
  };
  print('self time by package', self);
  print('inclusive time by package (a package counted once per sample)', inclusive);
}

async function profileOn(databaseUrl: string | undefined): Promise<void> {
  const dir = process.env['PROFILE_DIR'] ?? (await mkdtemp(path.join(tmpdir(), 'venue-pass-profile-')));
  const product = await startProduct(databaseUrl, { nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  let figures;
  try {
    const headers: Record<string, string> = member ? { authorization: `Bearer ${await signIn(product.origin, DEMO_MEMBER)}` } : {};
    if (member) await fetch(`${product.origin}/api/me`, { headers });
    figures = await load(`${product.origin}${route}`, { connections: 50, seconds, headers });
  } finally {
    await product.close();
  }
  console.log(`GET ${route}${member ? ' (member)' : ''}: ${figures.requests.toFixed(0)} req/s, p99 ${figures.p99} ms while profiled`);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile'));
  // The main thread's profile is the largest; worker threads (image rendering) write their own.
  const sizes = await Promise.all(files.map(async (file) => ({ file, size: (await readFile(path.join(dir, file))).length })));
  const main = sizes.sort((a, b) => b.size - a.size)[0]!.file;
  console.log(`profile: ${path.join(dir, main)}`);
  summarise(JSON.parse(await readFile(path.join(dir, main), 'utf8')) as CpuProfile);
}

if (process.env['PROFILE_DATABASE'] === 'postgres') await withThrowawayDatabase(postgresUrl, profileOn);
else await profileOn(undefined);
