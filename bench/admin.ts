// The operator console under load (issue 12), on a throwaway PostgreSQL database:
// 1. 100,000 members (40 first names, 60 last names): p99 of GET /api/admin/members?q=… (e-mail, name and
//    card-number searches, varied),
//    against GET /version.json of the same server (no database) as the baseline, in alternating rounds.
// 2. A year of redemptions as CSV: peak RSS of the server process while it streams the export, against
//    its RSS when idle, and against the same report as one JSON answer (built in memory).
// The server runs as its own process (server/src/server.ts); the load comes from this one (autocannon).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { median } from './median.ts';

const ADMIN_URL = process.env['BENCH_ADMIN_DATABASE_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const PORT = Number(process.env['BENCH_PORT'] ?? 8297);
const ISSUER = 'https://bench.invalid/realms/venue-pass';
const AUDIENCE = 'venue-pass-api';

async function seed(url: string): Promise<{ cards: string[] }> {
  const db = await connectDatabase({ databaseUrl: url });
  await migrateToLatest(db);
  console.log(`seeding ${MEMBERS} members and a year of redemptions…`);
  await sql`
    insert into members (issuer, subject, email, first_name, last_name, is_verified, created_at)
    select ${ISSUER}, 'bench-' || g, 'member' || g || '@example.org',
           (array['Ada','Alan','Grace','Linus','Margaret','Ken','Barbara','Dennis','Frances','Edsger','Ivan','Leslie','Niklaus','Tony',
                  'Donald','John','Kristen','Ole','Radia','Shafi','Silvio','Judea','Robin','Sophie','Hedy','Katherine','Dorothy','Mary',
                  'Jean','Betty','Joan','Adele','Lynn','Evelyn','Carol','Susan','Anita','Ruth','Karen','Mildred'])[1 + g % 40],
           (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright','Evans','Thomas','Roberts',
                  'Walker','Robinson','Thompson','White','Hughes','Edwards','Green','Hall','Wood','Harris','Lewis','Martin','Jackson',
                  'Clarke','Clark','Turner','Hill','Scott','Cooper','Morris','Ward','Moore','King','Watson','Baker','Harrison','Morgan',
                  'Young','Allen','Mitchell','Anderson','Lee','Bell','Parker','Kelly','Shaw','Ali','Khan','Begum','Mills','Mason','Fox',
                  'Reid','Price','Bailey','Adams','Owen'])[1 + (g / 40) % 60],
           true, now() - ((g % 365) || ' days')::interval
    from generate_series(1, ${MEMBERS}) g`.execute(db);
  await sql`insert into venues (name, description, logo_url) select 'Venue ' || v, 'Bench venue', '/x.svg' from generate_series(1, 50) v`.execute(db);
  await sql`
    insert into offers (venue_id, name, description, date_visible_to, availability, redemption_rule)
    select v.id, 'Offer ' || o, 'Bench offer', '9999-01-01', '{}', 'unlimited' from venues v, generate_series(1, 6) o`.execute(db);
  // Three redemptions of every offer on every day of the last year: 300 offers × 365 days × 3.
  await sql`
    insert into offer_redemptions (offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
    select o.id, (select id from members order by id limit 1), o.venue_id, gen_random_uuid()::text, 'bench', 'bench',
           date_trunc('day', now()) - (d || ' days')::interval + (n || ' hours')::interval
    from offers o, generate_series(1, 365) d, generate_series(1, 3) n`.execute(db);
  await sql`analyze`.execute(db);
  const cards = (await sql<{ id: string }>`select id from members order by random() limit 200`.execute(db)).rows.map((row) => row.id.replace(/-/g, '').slice(0, 12).toUpperCase());
  await db.destroy();
  return { cards };
}

async function jwksServer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => response.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const token = await new SignJWT({ email: 'operator@bench.invalid', resource_access: { [AUDIENCE]: { roles: ['admin'] } } })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject('bench-operator')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  return { url: `http://127.0.0.1:${address.port}/jwks`, token, close: () => server.close() };
}

async function startServer(databaseUrl: string, jwksUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      EMBEDDED_IDP: 'false',
      OIDC_ISSUER: ISSUER,
      OIDC_JWKS_URL: jwksUrl,
      API_AUDIENCE: AUDIENCE,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/version.json`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function load(paths: string[], token: string) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[(next += 1) % paths.length]! }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

/** Downloads the URL while sampling the server's RSS every 20 ms; answers the peak and the size. */
async function peakDuring(pid: number, url: string, token: string) {
  let peak = await rssKb(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssKb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  sampling = false;
  await sampler;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { peakKb: peak, bytes, lines };
}

const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: ADMIN_URL, max: 1 }) }) });
const name = `vp_bench_admin_${randomBytes(4).toString('hex')}`;
await sql`create database ${sql.id(name)}`.execute(admin);
const target = new URL(ADMIN_URL);
target.pathname = `/${name}`;
const jwks = await jwksServer();
let server: ChildProcess | undefined;
try {
  const { cards } = await seed(target.toString());
  server = await startServer(target.toString(), jwks.url);
  const searches = [
    ...Array.from({ length: 50 }, (_, n) => `/api/admin/members?q=member${1 + n * 1997}`),
    ...['grace', 'linus', 'smith', 'wright', 'ada tay', 'margaret', 'hedy lam', 'mo'].map((q) => `/api/admin/members?q=${encodeURIComponent(q)}`),
    ...cards.slice(0, 50).map((card) => `/api/admin/members?q=${card}`),
  ];
  const baseline = ['/version.json'];
  await load(baseline, jwks.token);
  await load(searches, jwks.token);
  const base = [];
  const search = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    base.push(await load(baseline, jwks.token));
    search.push(await load(searches, jwks.token));
  }
  const baseP99 = median(base.map((each) => each.p99));
  const searchP99 = median(search.map((each) => each.p99));
  console.log(`\nmember search, ${MEMBERS} members, median of ${ROUNDS} alternating rounds of ${SECONDS}s, ${CONNECTIONS} connections`);
  console.log(`  /version.json          ${median(base.map((each) => each.rps)).toFixed(0).padStart(7)} req/s   p99 ${baseP99} ms`);
  console.log(`  /api/admin/members?q=  ${median(search.map((each) => each.rps)).toFixed(0).padStart(7)} req/s   p99 ${searchP99} ms  (${searchP99 < 50 ? 'under' : 'OVER'} the 50 ms target)`);

  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const pid = server.pid!;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await rssKb(pid);
  const csv = await peakDuring(pid, `http://127.0.0.1:${PORT}/api/admin/reports/redemptions-per-day.csv?from=${from}&to=${to}`, jwks.token);
  const json = await peakDuring(pid, `http://127.0.0.1:${PORT}/api/admin/reports/redemptions-per-day?from=${from}&to=${to}`, jwks.token);
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  console.log(`\nredemptions per venue, offer and day for a year (${from} to ${to}): server RSS`);
  console.log(`  idle                           ${mb(idle)} MB`);
  console.log(`  peak while streaming the CSV   ${mb(csv.peakKb)} MB  (+${mb(csv.peakKb - idle)} MB; ${csv.lines} lines, ${(csv.bytes / 1e6).toFixed(1)} MB)`);
  console.log(`  peak answering the same JSON   ${mb(json.peakKb)} MB  (+${mb(json.peakKb - idle)} MB; ${(json.bytes / 1e6).toFixed(1)} MB, built in memory)`);
} finally {
  server?.kill();
  if (server) await new Promise((resolve) => server!.once('exit', resolve));
  jwks.close();
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  await admin.destroy();
}
