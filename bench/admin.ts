// The operator console under load (issues 12 and 21), on a throwaway PostgreSQL database:
// 1. 200,000 members (40 first names, 60 last names, e-mails first.last{n}@example.org): p99 per page of
//    GET /api/admin/members?q=… over the first 20 pages of broad searches, in each sort and order, and of
//    one-page searches (e-mail prefixes, card numbers), against GET /version.json of the same server (no
//    database) as the baseline, in alternating rounds; the pages again from one connection, as an operator
//    pages through them.
// 2. Two years of redemptions: p99 of the staff card look-up (GET /api/staff/cards/{id}) while a client
//    reads redemptions-per-day.csv for the two years at 20 KB/s (a throttled reader in this process),
//    against the same look-ups without the download, in alternating rounds. The ratio should be near 1.
// 3. The server's RSS while the two years stream at full speed as CSV and as JSON, against its RSS idle.
// The server runs as its own process (server/src/server.ts); the load comes from this one (autocannon).
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { peakDuring, rssKb, searchPages } from './console-measures.ts';
import { median } from './median.ts';
import { startTokenIssuer } from './token-issuer.ts';

const ADMIN_URL = process.env['BENCH_ADMIN_DATABASE_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 200_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const PORT = Number(process.env['BENCH_PORT'] ?? 8297);
const PAGES = 20;
const SLOW_READER_BYTES_PER_SECOND = 20_000;
const ISSUER = 'https://bench.invalid/realms/venue-pass';
const origin = `http://127.0.0.1:${PORT}`;

async function seed(url: string): Promise<{ cards: string[]; memberIds: string[]; venueId: number }> {
  const db = await connectDatabase({ databaseUrl: url });
  await migrateToLatest(db);
  console.log(`seeding ${MEMBERS} members and two years of redemptions…`);
  await sql`
    insert into members (issuer, subject, email, first_name, last_name, is_verified, created_at)
    select ${ISSUER}, 'bench-' || g, lower(first_name) || '.' || lower(last_name) || g || '@example.org', first_name, last_name, true,
           now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
    from (select g,
            (array['Ada','Alan','Grace','Linus','Margaret','Ken','Barbara','Dennis','Frances','Edsger','Ivan','Leslie','Niklaus','Tony',
                   'Donald','John','Kristen','Ole','Radia','Shafi','Silvio','Judea','Robin','Sophie','Hedy','Katherine','Dorothy','Mary',
                   'Jean','Betty','Joan','Adele','Lynn','Evelyn','Carol','Susan','Anita','Ruth','Karen','Mildred'])[1 + g % 40] as first_name,
            (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright','Evans','Thomas','Roberts',
                   'Walker','Robinson','Thompson','White','Hughes','Edwards','Green','Hall','Wood','Harris','Lewis','Martin','Jackson',
                   'Clarke','Clark','Turner','Hill','Scott','Cooper','Morris','Ward','Moore','King','Watson','Baker','Harrison','Morgan',
                   'Young','Allen','Mitchell','Anderson','Lee','Bell','Parker','Kelly','Shaw','Ali','Khan','Begum','Mills','Mason','Fox',
                   'Reid','Price','Bailey','Adams','Owen'])[1 + (g / 40) % 60] as last_name
          from generate_series(1, ${MEMBERS}) g) as names`.execute(db);
  await sql`insert into venues (name, description, logo_url) select 'Venue ' || v, 'Bench venue', '/x.svg' from generate_series(1, 50) v`.execute(db);
  await sql`
    insert into offers (venue_id, name, description, date_visible_to, availability, redemption_rule)
    select v.id, 'Offer ' || o, 'Bench offer', '9999-01-01', '{}', 'unlimited' from venues v, generate_series(1, 6) o`.execute(db);
  // Two years: every offer of every venue redeemed on every day, a third of them twice (292,000 rows).
  await sql`
    insert into offer_redemptions (offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
    select o.id, (select id from members order by id limit 1), o.venue_id, gen_random_uuid()::text, 'bench', 'bench',
           date_trunc('day', now()) - (d || ' days')::interval + (n || ' hours')::interval
    from offers o, generate_series(1, 730) d, generate_series(1, 2) n
    where n = 1 or (o.id + d) % 3 = 0`.execute(db);
  // What autovacuum does to a table that has grown: statistics for the planner, a visibility map.
  await sql`vacuum analyze`.execute(db);
  const picked = (await sql<{ id: string }>`select id from members order by random() limit 200`.execute(db)).rows.map((row) => row.id);
  const { id: venueId } = await db.selectFrom('venues').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await db.destroy();
  return { cards: picked.map((id) => id.replace(/-/g, '').slice(0, 12).toUpperCase()), memberIds: picked, venueId };
}

async function startServer(databaseUrl: string, issuerEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ...issuerEnv,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/version.json`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

interface Figures {
  rps: number;
  p99: number;
}

async function load(paths: string[], token: string, connections = CONNECTIONS): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[(next += 1) % paths.length]! }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const summary = (figures: Figures[]) => ({ rps: median(figures.map((each) => each.rps)), p99: median(figures.map((each) => each.p99)) });
const row = (label: string, { rps, p99 }: Figures, baseline?: Figures) =>
  `  ${label.padEnd(52)} ${rps.toFixed(0).padStart(6)} req/s   p99 ${String(p99).padStart(4)} ms${baseline ? `   (p99 x${(p99 / Math.max(baseline.p99, 1)).toFixed(1)} of the baseline)` : ''}`;

/**
 * A client that reads the URL at 20 KB/s: it stops taking data from its socket whenever it is ahead of the
 * rate, so TCP pushes back on the server as a slow network would. It runs in this process, never in the
 * server's. Answers once the download has run `settleMs` (the server first fills the sockets' buffers at
 * full speed, as it does for any download); `stop()` disconnects it and answers the bytes it took.
 */
async function slowReader(url: string, token: string, settleMs: number) {
  let bytes = 0;
  let finished = false;
  const request = get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
    const started = Date.now();
    response.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      const ahead = started + (bytes / SLOW_READER_BYTES_PER_SECOND) * 1000 - Date.now();
      if (ahead > 0) {
        response.pause();
        setTimeout(() => response.resume(), ahead);
      }
    });
    response.on('end', () => {
      finished = true;
    });
  });
  request.on('error', () => {
    finished = true;
  });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  if (bytes === 0) throw new Error('the slow download did not start');
  return {
    stop(): number {
      request.destroy();
      return bytes;
    },
    finished: () => finished,
  };
}

const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: ADMIN_URL, max: 1 }) }) });
const name = `vp_bench_admin_${randomBytes(4).toString('hex')}`;
await sql`create database ${sql.id(name)}`.execute(admin);
const target = new URL(ADMIN_URL);
target.pathname = `/${name}`;
const jwks = await startTokenIssuer(ISSUER);
let server: ChildProcess | undefined;
try {
  const { cards, memberIds, venueId } = await seed(target.toString());
  server = await startServer(target.toString(), jwks.serverEnv);
  const operator = await jwks.operator();
  const baseline = ['/version.json'];

  // 1. Member search.
  const broad = ['a', 'm', 's', 'smith', 'ada', 'a s', ''];
  const pages: string[] = [];
  for (const q of broad) {
    for (const sort of ['email', 'lastName', 'createdAt']) {
      for (const order of ['asc', 'desc']) pages.push(...(await searchPages(origin, new URLSearchParams({ ...(q ? { q } : {}), sort, order }), operator, PAGES)));
    }
  }
  const onePage = [
    ...Array.from({ length: 50 }, (_, n) => `/api/admin/members?q=${encodeURIComponent(`ada.smith${1 + n * 97}`)}`),
    ...cards.slice(0, 50).map((card) => `/api/admin/members?q=${card}`),
  ];
  await load(baseline, operator);
  await load(pages, operator);
  const base: Figures[] = [];
  const paged: Figures[] = [];
  const single: Figures[] = [];
  const oneOperator: Figures[] = [];
  const oneBase: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    base.push(await load(baseline, operator));
    paged.push(await load(pages, operator));
    single.push(await load(onePage, operator));
    oneBase.push(await load(baseline, operator, 1));
    oneOperator.push(await load(pages, operator, 1));
  }
  const b = summary(base);
  const b1 = summary(oneBase);
  console.log(`\nmember search, ${MEMBERS} members, median of ${ROUNDS} alternating rounds of ${SECONDS}s`);
  console.log(`${CONNECTIONS} connections:`);
  console.log(row('/version.json (baseline)', b));
  console.log(row(`${pages.length} pages: ${broad.length} broad searches × 3 sorts × 2 orders`, summary(paged), b));
  console.log(row(`${onePage.length} one-page searches (e-mail, card)`, summary(single), b));
  console.log('1 connection (one operator paging):');
  console.log(row('/version.json (baseline)', b1));
  console.log(row(`the same ${pages.length} pages`, summary(oneOperator), b1));

  // 2. Staff look-ups while a slow client downloads two years of redemptions.
  const staff = await jwks.staff([venueId]);
  const lookups = memberIds.map((id) => `/api/staff/cards/${id}?venueId=${venueId}`);
  const from = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const csvUrl = `${origin}/api/admin/reports/redemptions-per-day.csv?from=${from}&to=${to}`;
  await load(lookups, staff);
  const alone: Figures[] = [];
  const downloading: Figures[] = [];
  const received: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    alone.push(await load(lookups, staff));
    const reader = await slowReader(csvUrl, operator, 2000);
    downloading.push(await load(lookups, staff));
    if (reader.finished()) throw new Error('the slow download ended before the look-ups did: it measured nothing');
    received.push(reader.stop());
  }
  const a = summary(alone);
  console.log(`\nstaff card look-ups, median of ${ROUNDS} alternating rounds of ${SECONDS}s, ${CONNECTIONS} connections`);
  console.log(row('look-ups alone (baseline)', a));
  console.log(row(`while a client reads the CSV at ${SLOW_READER_BYTES_PER_SECOND / 1000} KB/s`, summary(downloading), a));
  console.log(`  the slow client had received ${(median(received) / 1e3).toFixed(0)} KB of the CSV when each round ended (then it disconnected)`);

  // 3. Memory while the two years stream at full speed.
  const pid = server.pid!;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await rssKb(pid);
  const csv = await peakDuring(pid, csvUrl, operator);
  const json = await peakDuring(pid, `${origin}/api/admin/reports/redemptions-per-day?from=${from}&to=${to}`, operator);
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  console.log(`\nredemptions per day for two years (${from} to ${to}; per venue, offer and day in the CSV, totals in the JSON): server RSS`);
  console.log(`  idle                        ${mb(idle)} MB`);
  console.log(`  peak streaming the CSV      ${mb(csv.peakKb)} MB  (+${mb(csv.peakKb - idle)} MB; ${(csv.bytes / 1e6).toFixed(1)} MB sent)`);
  console.log(`  peak streaming the JSON     ${mb(json.peakKb)} MB  (+${mb(json.peakKb - idle)} MB; ${(json.bytes / 1e6).toFixed(1)} MB sent)`);
} finally {
  server?.kill();
  if (server) await new Promise((resolve) => server!.once('exit', resolve));
  jwks.close();
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  await admin.destroy();
}
