import { type IncomingMessage, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { cardNumberFromUserId } from '@venue-pass/contracts';
import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../../test/helpers/tokens.ts';
import { type AdminReportName, AdminReportNameSchema, type AdminReportQuery } from '@venue-pass/contracts';
import { createAdminReportsRepository } from './admin-reports.repository.ts';
import { createAdminReportsService } from './admin-reports.service.ts';
import type { Scope } from '../../auth/scope.ts';
import { type RowReportName, reportCsvQuery, reportQuery } from './report-queries.ts';
import { createPromotion } from '../../vouchers/test-factories.ts';

// Two years of redemptions at 80 offers, one line per offer and day: about 58,000 lines, 7 MB of CSV,
// far more than the socket buffers between a server and a client that stops reading.
const DAYS = 730;
const OFFERS = 80;
const FROM = '2025-01-01';
const TO = '2026-12-31';
const ROW_REPORTS = AdminReportNameSchema.options.filter((name): name is RowReportName => name !== 'redemptions-per-day');
// The offers' names hold commas, so they are quoted; nothing here is a formula or holds a quote.
const cell = (value: unknown) => (String(value ?? '').includes(',') ? `"${String(value)}"` : String(value ?? ''));
const CSV_PATH = `/api/admin/reports/redemptions-per-day.csv?from=${FROM}&to=${TO}`;
/**
 * What the console and the staff screen may take while downloads run. Without the fix they do not answer
 * until the download ends (minutes at 20 KB/s), so the bound leaves room for a busy test machine.
 */
const PROMPT_MS = 5000;

let t: TestApp;
let origin: string;
let operator: Record<string, string>;
let staff: Record<string, string>;
let venueId: number;
let cardNumber: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  ({ id: venueId } = await db
    .insertInto('venues')
    .values({ name: 'Harbour Lights Bar and Kitchen on the Quay', description: 'x', logo_url: '/x.svg', website: null })
    .returning('id')
    .executeTakeFirstOrThrow());
  const member = await db
    .insertInto('members')
    .values({ issuer: TEST_ISSUER, subject: 'download-member', email: 'd@example.org', first_name: 'Dana', last_name: 'Reader', is_verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  cardNumber = cardNumberFromUserId(member.id);
  await sql`
    insert into offers (venue_id, name, description, date_visible_to, availability, redemption_rule)
    select ${venueId}, 'Two cocktails for the price of one before nine, offer ' || n, 'x', '9999-01-01', '{}', 'unlimited'
    from generate_series(1, ${OFFERS}) n`.execute(db);
  await sql`
    insert into offer_redemptions (offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
    select o.id, ${member.id}, o.venue_id, o.id || '-' || d, 'i', 's', ${FROM}::date + d + interval '12 hours'
    from offers o, generate_series(0, ${DAYS - 1}) d
    where o.venue_id = ${venueId}`.execute(db);
  // Sign-ups and messages on some days of the range, so every per-day report has windows to join.
  await sql`
    insert into members (issuer, subject, email, first_name, last_name, created_at)
    select ${TEST_ISSUER}, 'day-' || d, 'day' || d || '@example.org', 'Day', 'Member', ${FROM}::date + d + interval '9 hours'
    from generate_series(0, ${DAYS - 1}, 3) d`.execute(db);
  await sql`
    insert into outbox_messages (channel, recipient, body_text, status, created_at)
    select (array['email', 'sms', 'whatsapp'])[1 + d % 3], 'r' || d || '@example.org', 'x', 'sent', ${FROM}::date + d + interval '10 hours'
    from generate_series(0, ${DAYS - 1}, 2) d`.execute(db);
  await createPromotion(db, { startsAt: new Date(`${FROM}T00:00:00Z`), name: 'Report promotion' });
  await sql`analyze`.execute(db);
  operator = { authorization: `Bearer ${await adminToken(t)}` };
  const staffToken = await t.sign({ sub: 'download-staff', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [venueId] });
  staff = { authorization: `Bearer ${staffToken}` };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

function open(path: string): Promise<{ response: IncomingMessage; abort: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(`${origin}${path}`, { headers: operator }, (response) => resolve({ response, abort: () => request.destroy() }));
    request.on('error', reject);
  });
}

/** Reads the body at about `bytesPerSecond`, as a client behind a slow link does, until stopped. */
function readSlowly(response: IncomingMessage, bytesPerSecond: number) {
  let received = 0;
  let stopped = false;
  const done = (async () => {
    for await (const chunk of response) {
      received += (chunk as Buffer).length;
      if (stopped) return;
      await sleep(((chunk as Buffer).length / bytesPerSecond) * 1000);
      if (stopped) return;
    }
  })().catch(() => undefined);
  return {
    received: () => received,
    stop: async () => {
      stopped = true;
      response.destroy();
      await done;
    },
  };
}

/** Fails with the path instead of waiting for the test's timeout when an answer does not come promptly. */
async function timed(path: string, headers: Record<string, string>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(PROMPT_MS * 3) }).catch((error: unknown) => {
    throw new Error(`${path} did not answer: ${String(error)}`);
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** A staff member's card look-up and two console calls, one after another. */
async function everydayCalls(): Promise<{ status: number; ms: number }[]> {
  return [
    await timed(`/api/staff/cards/${cardNumber}?venueId=${venueId}`, staff),
    await timed('/api/admin/members?q=Dana', operator),
    await timed(`/api/admin/reports/signups-per-day?from=${FROM}&to=2025-01-31`, operator),
  ];
}

/** The report's CSV lines over the range from one statement: its one text, or redemptions per day's texts of each day. */
async function csvOf(name: AdminReportName, range: AdminReportQuery, scope?: Scope): Promise<string> {
  return (await reportCsvQuery(name, range, scope).execute(t.database.db)).rows.map((row) => row.csv ?? '').join('');
}

async function transactionsLeftOpen(): Promise<number> {
  if (!process.env['TEST_DATABASE_URL']) return 0;
  const { rows } = await sql<{ open: number }>`
    select count(*)::int as open from pg_stat_activity
    where datname = current_database() and state like 'idle in transaction%'`.execute(t.database.db);
  return rows[0]!.open;
}

describe('report downloads', () => {
  it('keeps staff look-ups and console calls prompt while a client reads a two-year CSV at 20 KB/s', async () => {
    const { response } = await open(CSV_PATH);
    expect(response.statusCode).toBe(200);
    const reader = readSlowly(response, 20_000);
    try {
      const calls: { status: number; ms: number }[] = [];
      const until = performance.now() + 3000;
      while (performance.now() < until) calls.push(...(await everydayCalls()));
      expect(calls.map((call) => call.status)).toEqual(calls.map(() => 200));
      expect(Math.max(...calls.map((call) => call.ms))).toBeLessThan(PROMPT_MS);
      // The reader was still downloading all along: far from the 7 MB, after more than the socket buffers.
      expect(reader.received()).toBeGreaterThan(20_000);
      expect(reader.received()).toBeLessThan(3_000_000);
    } finally {
      await reader.stop();
    }
  }, 60_000);

  it('releases everything when ten downloads in a row are cancelled after their first chunk', async () => {
    for (let n = 0; n < 10; n += 1) {
      const { response, abort } = await open(CSV_PATH);
      await new Promise((resolve) => response.once('data', resolve));
      abort();
    }
    for (let wait = 0; wait < 40 && (await transactionsLeftOpen()) > 0; wait += 1) await sleep(50);
    expect(await transactionsLeftOpen()).toBe(0);
    const calls = await everydayCalls();
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200]);
    expect(Math.max(...calls.map((call) => call.ms))).toBeLessThan(PROMPT_MS);
  }, 60_000);

  it('stops reading the database once the download is cancelled', async () => {
    let statements = 0;
    const counting = t.database.db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const body = await createAdminReportsService(counting).csv('redemptions-per-day', { from: FROM, to: TO });
    await new Promise((resolve) => body.once('data', resolve));
    body.destroy();
    await sleep(300);
    const afterCancel = statements;
    await sleep(300);
    expect(statements).toBe(afterCancel);
    expect(afterCancel).toBeLessThan(20);
  });

  it('reads two windows at once, never more, while the whole download is read', async () => {
    let underWay = 0;
    let most = 0;
    const watching = t.database.db.withPlugin({
      transformQuery: (args) => {
        underWay += 1;
        most = Math.max(most, underWay);
        return args.node;
      },
      transformResult: async (args) => {
        underWay -= 1;
        return args.result;
      },
    });
    let text = '';
    for await (const chunk of await createAdminReportsService(watching).csv('redemptions-per-day', { from: FROM, to: TO })) text += String(chunk);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + DAYS * OFFERS);
    expect(most).toBe(2);
    expect(underWay).toBe(0);
  });

  // Ten weeks: the per-day reports cross several windows (and a month's end) without reading two years twice.
  const TEN_WEEKS = { from: FROM, to: '2025-03-11' };

  it.each(AdminReportNameSchema.options)('reads %s as CSV in windows that join up to the one-statement answer', async (name) => {
    const wholeCsv = await csvOf(name, TEN_WEEKS);
    let csvPieces = '';
    for await (const window of createAdminReportsRepository(t.database.db).csvWindows(name, TEN_WEEKS)) csvPieces += window;
    expect(wholeCsv.length).toBeGreaterThan(0);
    expect(csvPieces).toBe(wholeCsv);
  });

  it.each(ROW_REPORTS)('reads %s as rows in windows that join up to the one-statement answer, a line of its CSV each', async (name) => {
    const whole = (await reportQuery(name, TEN_WEEKS).execute(t.database.db)).rows;
    const pieces = [];
    for await (const window of createAdminReportsRepository(t.database.db).windows(name, TEN_WEEKS)) pieces.push(...window);
    expect(whole.length).toBeGreaterThan(0);
    expect(pieces).toEqual(whole);
    const csv = await csvOf(name, TEN_WEEKS);
    expect(csv.split('\r\n').slice(0, -1)).toEqual(whole.map((row) => Object.values(row).map(cell).join(',')));
  });

  it("writes a line of redemptions per day for each day and offer, in the contract's columns, by day, venue and offer", async () => {
    const offers = await t.database.db.selectFrom('offers').select(['id', 'name']).where('venue_id', '=', venueId).orderBy('id').execute();
    const days = eachDayOfInterval({ start: parseISO(TEN_WEEKS.from), end: parseISO(TEN_WEEKS.to) }).map((day) => format(day, 'yyyy-MM-dd'));
    const venueName = 'Harbour Lights Bar and Kitchen on the Quay';
    const expected = days.flatMap((day) => offers.map((offer) => [day, venueId, venueName, offer.id, offer.name, 1].map(cell).join(',')));
    const csv = await csvOf('redemptions-per-day', TEN_WEEKS);
    expect(csv.split('\r\n').slice(0, -1)).toEqual(expected);
  });

  it('answers the detail in the CSV, every line of the range, and the totals in the JSON', async () => {
    const csv = await (await fetch(`${origin}${CSV_PATH}`, { headers: operator })).text();
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + DAYS * OFFERS);
    const json = (await (await fetch(`${origin}/api/admin/reports/redemptions-per-day?from=${FROM}&to=${TO}`, { headers: operator })).json()) as {
      rows: { day: string; redemptions: number }[];
      offers: { redemptions: number }[];
    };
    expect(json.rows).toHaveLength(DAYS);
    expect(json.rows[0]).toEqual({ day: FROM, redemptions: OFFERS });
    expect(json.rows.at(-1)!.day).toBe(TO);
    expect(json.rows.every((row, i) => i === 0 || row.day > json.rows[i - 1]!.day)).toBe(true);
    expect(json.offers).toHaveLength(OFFERS);
    expect(json.offers.every((offer) => offer.redemptions === DAYS)).toBe(true);
  });
});

describe("redemptions per day's kept lines", () => {
  const WEEK = { from: '2025-02-01', to: '2025-02-07' };
  const DAY = '2025-02-03';
  const db = () => t.database.db;
  const keptDays = async (range: AdminReportQuery) =>
    (await sql<{ day: string }>`select to_char(day, 'YYYY-MM-DD') as day from redemption_csv_days where day between ${range.from}::date and ${range.to}::date order by day`.execute(db())).rows.map(
      (row) => row.day,
    );
  // Kept lines that no download could have made: a download that answers them read the day as kept.
  const tamperWith = (day: string) => sql`update redemption_csv_days set lines = ${`${day},kept\r\n`} where day = ${day}::date`.execute(db());
  const firstOffer = async () => db().selectFrom('offers').select(['id', 'name']).where('venue_id', '=', venueId).orderBy('id').executeTakeFirstOrThrow();

  it('keeps the lines of each past day and reads them as kept while nothing they are made of changes', async () => {
    await sql`delete from redemption_csv_days`.execute(db());
    const made = await csvOf('redemptions-per-day', WEEK);
    expect(await keptDays(WEEK)).toEqual(['2025-02-01', '2025-02-02', '2025-02-03', '2025-02-04', '2025-02-05', '2025-02-06', '2025-02-07']);
    expect(await csvOf('redemptions-per-day', WEEK)).toBe(made);
    await tamperWith(DAY);
    expect((await csvOf('redemptions-per-day', WEEK)).split('\r\n')).toContain(`${DAY},kept`);
  });

  it("makes a day again when one of its counts changes, or any venue's or offer's name", async () => {
    const offer = await firstOffer();
    const lineOf = (csv: string) => csv.split('\r\n').find((line) => line.startsWith(`${DAY},${venueId},Harbour Lights Bar and Kitchen on the Quay,${offer.id},`));
    await csvOf('redemptions-per-day', WEEK);

    await tamperWith(DAY);
    await sql`update offer_redemptions set undone_at = now() where offer_id = ${offer.id} and (redeemed_at at time zone 'Europe/London')::date = ${DAY}::date`.execute(db());
    const undone = await csvOf('redemptions-per-day', WEEK);
    expect(undone).not.toContain('kept');
    expect(lineOf(undone)).toBeUndefined();
    await sql`update offer_redemptions set undone_at = null where offer_id = ${offer.id} and (redeemed_at at time zone 'Europe/London')::date = ${DAY}::date`.execute(db());
    expect(lineOf(await csvOf('redemptions-per-day', WEEK))).toBe(`${DAY},${venueId},Harbour Lights Bar and Kitchen on the Quay,${offer.id},${cell(offer.name)},1`);

    await tamperWith(DAY);
    // A venue with no redemptions at all: any name's change makes every day again.
    const { id: otherVenue } = await db()
      .insertInto('venues')
      .values({ name: 'Quiet Corner', description: 'x', logo_url: '/x.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const afterNewVenue = await csvOf('redemptions-per-day', WEEK);
    expect(afterNewVenue).not.toContain('kept');

    await tamperWith(DAY);
    await db().updateTable('offers').set({ name: 'Renamed: two cocktails for one' }).where('id', '=', offer.id).execute();
    try {
      const renamed = await csvOf('redemptions-per-day', WEEK);
      expect(renamed).not.toContain('kept');
      expect(lineOf(renamed)).toBe(`${DAY},${venueId},Harbour Lights Bar and Kitchen on the Quay,${offer.id},Renamed: two cocktails for one,1`);
    } finally {
      await db().updateTable('offers').set({ name: offer.name }).where('id', '=', offer.id).execute();
      await db().deleteFrom('venues').where('id', '=', otherVenue).execute();
    }
    expect(await csvOf('redemptions-per-day', WEEK)).toBe(afterNewVenue);
  });

  it("makes today's lines and those of later days on every download, and keeps none of them", async () => {
    const today = await sql<{ day: string }>`select to_char((now() at time zone 'Europe/London')::date, 'YYYY-MM-DD') as day`.execute(db());
    const day = today.rows[0]!.day;
    const around = { from: format(subDays(parseISO(day), 1), 'yyyy-MM-dd'), to: format(addDays(parseISO(day), 1), 'yyyy-MM-dd') };
    // Its own redemptions on the three days, since the fixture's two years do not follow the clock.
    const { id: offerId } = await firstOffer();
    await sql`
      insert into offer_redemptions (offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
      select ${offerId}, member_id, venue_id, 'around-today-' || d, 'i', 's', ((${day}::date + d) + time '12:00') at time zone 'Europe/London'
      from (select member_id, venue_id from offer_redemptions where offer_id = ${offerId} limit 1) as one, generate_series(-1, 1) d`.execute(db());
    try {
      await sql`delete from redemption_csv_days`.execute(db());
      const csv = await csvOf('redemptions-per-day', around);
      expect(new Set(csv.split('\r\n').filter(Boolean).map((line) => line.slice(0, 10)))).toEqual(new Set([around.from, day, around.to]));
      expect(await keptDays(around)).toEqual([around.from]);
    } finally {
      await sql`delete from offer_redemptions where period_key like 'around-today-%'`.execute(db());
    }
  });

  it("neither reads nor keeps lines for a venue manager's download", async () => {
    await sql`delete from redemption_csv_days`.execute(db());
    const scope: Scope = { kind: 'venues', venueIds: [venueId] };
    const managers = await csvOf('redemptions-per-day', WEEK, scope);
    expect(await keptDays(WEEK)).toEqual([]);
    expect(await csvOf('redemptions-per-day', WEEK)).toBe(managers);
    await tamperWith(DAY);
    expect(await csvOf('redemptions-per-day', WEEK, scope)).toBe(managers);
  });
});
