// Throughput and p99 of the API as a client sees it. Three processes: the app started as `npm start`
// starts its server (node --import tsx server/src/server.ts, demo content seeded), a bare Fastify
// hello-world as the baseline, and autocannon's CLI as the load generator, each route in turn and the
// baseline between them, so the ratios compare runs under the same machine load. Median of the rounds.
// PGlite always; PostgreSQL too, in a throwaway database created on BENCH_POSTGRES_URL's server.
import { loadavg } from 'node:os';
import { DEMO_MEMBER } from '../server/src/seed/demo-content.ts';
import { type Figures, load, startBaseline, startProduct, stop, withThrowawayDatabase } from './api-processes.ts';
import { selectedRoutes, type ApiRoute } from './api-routes.ts';
import { signIn } from './sign-in.ts';
import { median } from './median.ts';

const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const postgresUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const databases = (process.env['BENCH_DATABASES'] ?? 'pglite,postgres').split(',');

const targets = selectedRoutes();

async function compare(label: string, databaseUrl: string | undefined): Promise<void> {
  const baseline = await startBaseline();
  const product = await startProduct(databaseUrl);
  try {
    const token = await signIn(product.origin, DEMO_MEMBER);
    const member = { authorization: `Bearer ${token}` };
    const first = await fetch(`${product.origin}/api/me`, { headers: member });
    if (!first.ok) throw new Error(`GET /api/me with the demo member's token answered ${first.status}`);

    const headersOf = (target: ApiRoute) => (target.member ? member : {});
    await load(baseline.url, { connections, seconds: 2 });
    for (const target of targets) await load(`${product.origin}${target.path}`, { connections, seconds: 2, headers: headersOf(target) });

    const base: Figures[] = [];
    const measured = new Map<ApiRoute, Figures[]>(targets.map((target) => [target, []]));
    const loads: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      loads.push(loadavg()[0]!);
      for (const target of targets) {
        base.push(await load(baseline.url, { connections, seconds }));
        measured.get(target)!.push(await load(`${product.origin}${target.path}`, { connections, seconds, headers: headersOf(target) }));
      }
    }
    const baseRps = median(base.map((figure) => figure.requests));
    const baseP99 = median(base.map((figure) => figure.p99));
    console.log(`\n${label}: median of ${rounds} rounds of ${seconds} s, ${connections} connections, load average ${loads.map((each) => each.toFixed(1)).join(' / ')}`);
    console.log(`| route | req/s | ratio to hello-world | p99 |`);
    console.log(`|---|---|---|---|`);
    console.log(`| hello-world | ${baseRps.toFixed(0)} | 1 | ${baseP99} ms |`);
    for (const target of targets) {
      const figures = measured.get(target)!;
      const rps = median(figures.map((figure) => figure.requests));
      const p99 = median(figures.map((figure) => figure.p99));
      console.log(`| ${target.label} | ${rps.toFixed(0)} | ${(rps / baseRps).toFixed(2)} | ${p99} ms |`);
    }
  } finally {
    await product.close();
    await stop(baseline.child);
  }
}

if (databases.includes('pglite')) await compare('PGlite (embedded)', undefined);
if (databases.includes('postgres')) await withThrowawayDatabase(postgresUrl, (url) => compare('PostgreSQL', url));
