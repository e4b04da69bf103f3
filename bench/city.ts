// `npm run bench:city`: the app on a city's year (npm run seed:city) in PostgreSQL, against issue 23's
// targets: staff card look-ups (p99 < 50 ms at 20 connections), a member's offers (p99 < 25 ms at 50),
// the console's member search page by page (p99 < 100 ms), each report over a year (< 1 s), and a year's
// CSV streamed in constant memory. The server runs as its own process (as in bench:api), the load
// generator as another; GET /health/live of the same server is the baseline, measured in alternating
// rounds at the same connections, and every figure is also given as a ratio against it.
// Knobs: DATABASE_URL (the seeded database; required), BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_ONLY (the parts
// to run, comma-separated among staff, offers, search, reports, memory; all by default), BENCH_PORT (the server's
// port; a free one).
import { OFFER_PAGE_VENUES } from '@venue-pass/contracts';
import pg from 'pg';
import { type Figures, load, loadRequests, startProduct } from './api-processes.ts';
import { download, peakDuring, rssKb, searchPages } from './console-measures.ts';
import { median } from './median.ts';
import { startTokenIssuer } from './token-issuer.ts';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) {
  console.error('bench:city measures on a seeded PostgreSQL database: createdb city, then DATABASE_URL=postgres://…/city npm run seed:city, then the same DATABASE_URL for npm run bench:city.');
  process.exit(2);
}
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const REPORT_TRIES = 3;
const PARTS = ['staff', 'offers', 'search', 'reports', 'memory'] as const;
const only = new Set((process.env['BENCH_ONLY'] ?? PARTS.join(',')).split(',').map((part) => part.trim()));
const unknownPart = [...only].find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart) {
  console.error(`BENCH_ONLY: ${unknownPart} is not one of ${PARTS.join(', ')}`);
  process.exit(2);
}
const REPORTS = ['signups-per-day', 'signups-per-source', 'vouchers-per-promotion', 'redemptions-per-day', 'messages-per-channel'] as const;

// What the seed made: its issuer, the venue with the most redemptions and members who redeemed there
// (staff scan cards of their own customers), and members to ask for their offers: more than the server
// keeps lists of (ADR 046), so most answers are read from the database.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows: [seeded] } = await client.query<{ issuer: string; members: string }>('select min(issuer) as issuer, count(*) as members from members');
if (!seeded?.issuer) {
  console.error('The database holds no members: run npm run seed:city on it first.');
  process.exit(2);
}
const { rows: [busiest] } = await client.query<{ venue_id: number }>(
  'select venue_id from offer_redemptions group by venue_id order by count(*) desc limit 1',
);
const venueId = busiest!.venue_id;
const cards = (await client.query<{ member_id: string }>(
  'select member_id from (select distinct member_id from offer_redemptions where venue_id = $1) m order by random() limit 500', [venueId],
)).rows.map((row) => row.member_id);
const subjects = (await client.query<{ subject: string }>('select subject from members order by random() limit 5000')).rows.map((row) => row.subject);
await client.end();

const issuer = await startTokenIssuer(seeded.issuer);
const server = await startProduct(databaseUrl, { env: { ...issuer.serverEnv, SEED_DEMO: 'false' } });
const { origin } = server;
const pid = server.child.pid!;
try {
  const operator = await issuer.operator();
  const staff = await issuer.staff([venueId]);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const lookups = cards.map((card) => ({ path: `/api/staff/cards/${card}?venueId=${venueId}`, headers: auth(staff) }));
  // The page the members' site asks for first (ADR 091); a browser asks for its answers compressed.
  const firstPage = `/api/offers?venues=${OFFER_PAGE_VENUES}`;
  const offers = await Promise.all(
    subjects.map(async (subject) => ({ path: firstPage, headers: { ...auth(await issuer.sign(subject)), 'accept-encoding': 'gzip, deflate, br, zstd' } })),
  );
  // An operator paging through broad searches (a letter matches about a tenth of the members) in every sort and order.
  const pages: { path: string; headers: Record<string, string> }[] = [];
  for (const q of only.has('search') ? ['a', 's', 'smith', 'ella', ''] : []) {
    for (const sort of ['email', 'lastName', 'createdAt']) {
      for (const order of ['asc', 'desc']) {
        const search = new URLSearchParams({ ...(q ? { q } : {}), sort, order });
        for (const path of await searchPages(origin, search, operator, 20)) pages.push({ path, headers: auth(operator) });
      }
    }
  }
  const oneList = await (await fetch(`${origin}${firstPage}`, { headers: offers[0]!.headers })).text();
  const oneListOffers = (JSON.parse(oneList) as unknown[]).length;
  const oneListBytes = Buffer.byteLength(oneList);
  const live = `${origin}/health/live`;
  const baseline = (connections: number) => load(live, { connections, seconds: SECONDS });
  const timed = { connections: 0, seconds: SECONDS };
  const parts = [
    { part: 'staff', label: 'staff card look-up', connections: 20, target: 50, requests: lookups },
    { part: 'offers', label: `a member's offers (a page of ${OFFER_PAGE_VENUES} venues)`, connections: 50, target: 25, requests: offers },
    // The whole list, as a client that asks without a page gets it: what the page saves (ADR 091); a comparison, no target.
    { part: 'offers', label: "a member's offers (the whole list)", connections: 50, target: null, requests: offers.map((request) => ({ ...request, path: '/api/offers' })) },
    { part: 'search', label: 'console member search, one operator paging', connections: 1, target: 100, requests: pages },
    { part: 'search', label: 'console member search, 10 operators', connections: 10, target: 100, requests: pages },
  ]
    .filter(({ part }) => only.has(part))
    .map((part) => ({ ...part, run: (): Promise<Figures> => loadRequests(origin, part.requests, { ...timed, connections: part.connections }) }));
  console.error(`warming up (${lookups.length} cards at venue ${venueId}, ${offers.length} members, ${pages.length} search pages)…`);
  for (const part of parts) {
    await load(live, { connections: part.connections, seconds: 2 });
    await loadRequests(origin, part.requests, { connections: part.connections, seconds: 2 });
  }
  const figures = parts.map(() => ({ base: [] as Figures[], route: [] as Figures[] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, part] of parts.entries()) {
      console.error(`round ${round + 1}/${ROUNDS}: ${part.label}`);
      figures[index]!.base.push(await baseline(part.connections));
      figures[index]!.route.push(await part.run());
    }
  }

  // Each report over the last year, as JSON and as CSV, read to its end: once with nothing kept (redemptions
  // per day's kept lines are emptied first, as a change to a venue's or an offer's name leaves them, ADR 096),
  // then REPORT_TRIES times more. The target is judged on those: the first read is shown beside them.
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const liveSeconds: number[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) liveSeconds.push((await download(live, operator)).seconds);
  const liveMedian = median(liveSeconds);
  const reportRows: string[] = [];
  if (only.has('reports')) {
    const kept = new pg.Client({ connectionString: databaseUrl });
    await kept.connect();
    await kept.query('delete from redemption_csv_days');
    await kept.end();
  }
  for (const name of only.has('reports') ? REPORTS : []) {
    for (const suffix of ['', '.csv']) {
      const url = `${origin}/api/admin/reports/${name}${suffix}?from=${from}&to=${to}`;
      const first = await download(url, operator);
      const tries = [];
      for (let attempt = 0; attempt < REPORT_TRIES; attempt += 1) tries.push(await download(url, operator));
      const slowest = Math.max(...tries.map((each) => each.seconds));
      reportRows.push(
        `| \`${name}${suffix}\` | ${(first.bytes / 1e6).toFixed(2)} MB | ${first.seconds.toFixed(2)} s | ${median(tries.map((each) => each.seconds)).toFixed(2)} s | ` +
          `${slowest.toFixed(2)} s | x${(slowest / liveMedian).toFixed(0)} | ${slowest < 1 ? 'met' : '**missed**'} |`,
      );
    }
  }

  // Memory: a month's and a year's CSV at full speed. Constant memory: the year costs no more than the month.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await rssKb(pid);
  const monthFrom = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const csvOf = (since: string) => `${origin}/api/admin/reports/redemptions-per-day.csv?from=${since}&to=${to}`;
  // The year twice: a peak that holds on the second is the collector's headroom, one that climbs is kept memory.
  const [month, year, yearAgain] = only.has('memory')
    ? [await peakDuring(pid, csvOf(monthFrom), operator), await peakDuring(pid, csvOf(from), operator), await peakDuring(pid, csvOf(from), operator)]
    : [];
  const mb = (kb: number) => (kb / 1024).toFixed(0);

  console.log(`\n## bench:city (${Number(seeded.members).toLocaleString('en-GB')} members; median of ${ROUNDS} alternating rounds of ${SECONDS} s)\n`);
  console.log('| route | connections | `/health/live` req/s, p99 | route req/s | route p99 | not 2xx or over 10 s | p99 / baseline p99 | target p99 | |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [index, part] of parts.entries()) {
    const base = { requests: median(figures[index]!.base.map((each) => each.requests)), p99: median(figures[index]!.base.map((each) => each.p99)) };
    const route = { requests: median(figures[index]!.route.map((each) => each.requests)), p99: median(figures[index]!.route.map((each) => each.p99)) };
    console.log(
      `| ${part.label} | ${part.connections} | ${base.requests.toFixed(0)}, ${base.p99} ms | ${route.requests.toFixed(0)} | ${route.p99} ms | ` +
        `${figures[index]!.route.reduce((sum, each) => sum + (each.failed ?? 0), 0)} | ` +
        `x${(route.p99 / Math.max(base.p99, 1)).toFixed(1)} | ${part.target === null ? 'none' : `< ${part.target} ms`} | ` +
        `${part.target === null ? '' : route.p99 < part.target ? 'met' : '**missed**'} |`,
    );
  }
  if (only.has('offers')) console.log(`\nA member's offers: ${oneListOffers.toLocaleString('en-GB')} offers, ${(oneListBytes / 1e3).toFixed(0)} KB of JSON per page.`);
  if (only.has('reports')) {
    console.log(
      `\nReports from ${from} to ${to}, each read to its end by a client that counts the bytes, once with nothing kept and then ${REPORT_TRIES} times ` +
        `(a \`/health/live\` answer: ${(liveMedian * 1000).toFixed(1)} ms):\n`,
    );
    console.log(`| report | size | first read, nothing kept | median of the next ${REPORT_TRIES} | slowest of them | slowest / \`/health/live\` | target < 1 s |`);
    console.log('|---|---|---|---|---|---|---|');
    for (const line of reportRows) console.log(line);
  }
  if (month && year && yearAgain) {
    console.log('\nServer RSS while `redemptions-per-day.csv` streams at full speed:\n');
    console.log('| download | size | seconds | peak RSS | growth over idle |');
    console.log('|---|---|---|---|---|');
    console.log(`| idle (baseline) | | | ${mb(idle)} MB | |`);
    console.log(`| 30 days | ${(month.bytes / 1e6).toFixed(2)} MB | ${month.seconds.toFixed(1)} | ${mb(month.peakKb)} MB | +${mb(month.peakKb - idle)} MB |`);
    console.log(`| a year | ${(year.bytes / 1e6).toFixed(1)} MB | ${year.seconds.toFixed(1)} | ${mb(year.peakKb)} MB | +${mb(year.peakKb - idle)} MB |`);
    console.log(`| the year again | ${(yearAgain.bytes / 1e6).toFixed(1)} MB | ${yearAgain.seconds.toFixed(1)} | ${mb(yearAgain.peakKb)} MB | +${mb(yearAgain.peakKb - idle)} MB |`);
  }
} finally {
  await server.close();
  issuer.close();
}
