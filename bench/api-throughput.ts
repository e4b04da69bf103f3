// Throughput of GET /api/venues against a bare Fastify hello-world started in this same process,
// alternating rounds so both see the same machine state. Prints req/s, p99 and the ratio.
// PGlite always; PostgreSQL too when DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { deriveConfig, parseEnv } from '../server/src/config/env.ts';
import { connectDatabase } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { createAccountsRepository } from '../server/src/oidc/accounts.repository.ts';
import { seedDemoContent } from '../server/src/seed/demo-content.ts';

const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

interface Figures {
  requests: number;
  p99: number;
}

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/hello`, close: () => app.close() };
}

async function startProduct(databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-bench-'));
  const env = parseEnv({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = await connectDatabase({ databaseUrl, dataDir });
  await migrateToLatest(db);
  await seedDemoContent(db, createAccountsRepository(db));
  const app = await buildApp({ config: deriveConfig(env), db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/api/venues`,
    close: async () => {
      await app.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function compare(label: string, databaseUrl: string | undefined) {
  const baseline = await startBaseline();
  const product = await startProduct(databaseUrl);
  try {
    await load(baseline.url);
    await load(product.url);
    const base: Figures[] = [];
    const venues: Figures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      base.push(await load(baseline.url));
      venues.push(await load(product.url));
    }
    const baseRps = median(base.map((figure) => figure.requests));
    const venuesRps = median(venues.map((figure) => figure.requests));
    const baseP99 = median(base.map((figure) => figure.p99));
    const venuesP99 = median(venues.map((figure) => figure.p99));
    console.log(`\n${label}: median of ${rounds} alternating rounds of ${seconds}s, ${connections} connections`);
    console.log(`  hello-world   ${baseRps.toFixed(0).padStart(7)} req/s   p99 ${baseP99} ms`);
    console.log(`  /api/venues   ${venuesRps.toFixed(0).padStart(7)} req/s   p99 ${venuesP99} ms`);
    console.log(`  ratio         ${(venuesRps / baseRps).toFixed(3)} of hello-world throughput, p99 x${(venuesP99 / Math.max(baseP99, 1)).toFixed(1)}`);
  } finally {
    await product.close();
    await baseline.close();
  }
}

await compare('PGlite (embedded)', undefined);
if (process.env['DATABASE_URL']) await compare('PostgreSQL (DATABASE_URL)', process.env['DATABASE_URL']);
