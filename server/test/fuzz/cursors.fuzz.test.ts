import fc from 'fast-check';
import { AdminMessages } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/plugins/api-docs.ts';
import { seedDemoContent } from '../../src/seed/demo-content.ts';
import { NINE_TO_FIVE, asAdmin } from '../helpers/admin.ts';
import { type TestApp, buildTestApp } from '../helpers/build-app.ts';
import { TEST_ISSUER } from '../helpers/tokens.ts';

/**
 * Every console list of the served OpenAPI document (a GET under /api/admin taking a `cursor`), in each of
 * its sort orders, sent cursors the server did not make: real cursors with a character changed, tuples of
 * any key and id, other JSON and bytes that are no JSON. The answer is the list (a cursor that happens to
 * be well formed) or the 400 that says the page link is no longer valid, never a database error.
 * Seeded and bounded like routes.fuzz.test.ts; FUZZ_RUNS and FUZZ_SEED widen or vary a local run.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 6) * 5;
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261125);

/** Sort orders whose key is a point in time; the others sort by text. */
const TIME_SORTS = new Set(['createdAt', 'startsAt', 'endsAt']);

interface List {
  path: string;
  /** The sort orders it offers; undefined for a list in one fixed order (newest first). */
  sorts: (string | undefined)[];
  /** Whether its one fixed order is by time. */
  timeOrdered: boolean;
}
interface Parameter {
  in: string;
  name: string;
  schema?: { enum?: string[]; default?: string };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url');

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
/** Text shaped like PostgreSQL's text of a timestamp, with any field out of its range. */
const timestampLike = fc
  .tuple(fc.integer({ min: 0, max: 400_000 }), two(99), two(99), two(99), two(99), two(99), fc.constantFrom('', '.5', '.123456', '.1234567'), fc.constantFrom('+00', '-05:30', '+99', '+14:00:01', ' BC', 'Z', ''))
  .map(([year, month, day, hour, minute, second, fraction, zone]) => `${String(year).padStart(4, '0')}-${month}-${day} ${hour}:${minute}:${second}${fraction}${zone}`);
const anyKey: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  timestampLike,
  fc.constantFrom('', '\u0000', 'a\u0000b', 'infinity', '2026-02-29 10:00:00+00', '2026-13-01 00:00:00+00', '0000-01-01 00:00:00+00', '2026-01-01T00:00:00Z'),
  fc.jsonValue({ maxDepth: 1 }),
);
const anyId: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, 0.5, '1', 'NaN', '00000000-0000-0000-0000-00000000000g', '\u0000'),
  fc.jsonValue({ maxDepth: 1 }),
);
/** Cursors made from nothing the server wrote. */
const madeUpCursor: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(anyKey, anyId).map(encode),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }).map(encode),
  fc.jsonValue({ maxDepth: 2 }).map(encode),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
/** A real cursor with one character of its JSON replaced, mostly by one that keeps it looking right. */
const tampered = (real: string): fc.Arbitrary<string> =>
  fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...'0123456789-:. +"e'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))).map(([at, character]) => {
    const text = Buffer.from(real, 'base64url').toString('utf8');
    const index = at % text.length;
    return Buffer.from(text.slice(0, index) + character + text.slice(index + 1)).toString('base64url');
  });

/**
 * Cursors of valid JSON that no list can use, given the id of a real one: whatever the sort, the shape, the
 * key or the id cannot be what the server writes.
 */
const neverValid = (id: unknown) => [
  encode(['abc', 'not a number']),
  encode(['abc']),
  encode(['abc', id, 2]),
  encode([1, id]),
  encode([null, id]),
  encode(['a\u0000b', id]),
  encode(['abc', 1.5]),
  encode(['abc', 1e20]),
  encode(['abc', null]),
  encode({ key: 'abc', id }),
  encode(['x'.repeat(600), id]),
  'not-base64-at-all!',
];
/** Keys that are no PostgreSQL timestamp, for lists ordered by time. */
const noTime = ['abc', '2026-13-01 00:00:00+00', '2026-02-30 00:00:00+00', '2026-01-01 24:00:00+00', '0000-01-01 00:00:00+00', '2026-01-01 00:00:00+16', '99999999-01-01 00:00:00+00'];

let t: TestApp;
let headers: Record<string, string>;
let lists: List[];

/** Two rows in every console list, so each has a real cursor to its second page. */
async function fillEveryList(): Promise<{ promoterId: number }> {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<{ id: number }>();
  };
  const promotion = { venueId: null, channel: 'sms', requireVerification: false, startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', voucherValidDays: 30, cap: null };
  const [first] = await Promise.all([post('/api/admin/promotions', { ...promotion, name: 'Fuzz one' }), post('/api/admin/promotions', { ...promotion, name: 'Fuzz two' })]);
  const promoter = await post('/api/admin/promoters', { promotionId: first.id, name: 'Fuzz promoter', dailyQuota: 5 });
  await post('/api/admin/promoters', { promotionId: first.id, name: 'Other promoter', dailyQuota: 5 });
  await post('/api/admin/registration-sources', { name: 'Fuzz source' });
  const { id: venueId } = await t.database.db.selectFrom('venues').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const email of ['fuzz-staff-1@test.example', 'fuzz-staff-2@test.example']) {
    await post('/api/admin/staff', { email, givenName: 'Fuzz', familyName: 'Staff', venueIds: [venueId] });
  }
  await post('/api/admin/offers', {
    venueId,
    title: 'Fuzz offer',
    description: 'x',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2099-01-01T00:00:00Z',
    availability: NINE_TO_FIVE,
    requirement: 'None',
    vip: false,
    redemptionRule: 'daily',
    active: true,
  });
  await t.database.db
    .insertInto('members')
    .values([1, 2].map((n) => ({ issuer: TEST_ISSUER, subject: `fuzz-${n}`, email: `fuzz-${n}@test.example`, first_name: 'Fuzz', last_name: `Member ${n}`, is_vip: true })))
    .execute();
  await t.database.db
    .insertInto('contact_form_submissions')
    .values([1, 2].map((n) => ({ name: `Sender ${n}`, email: `sender-${n}@test.example`, message: 'Hello' })))
    .execute();
  await t.database.db
    .insertInto('promoter_sends')
    .values([1, 2].map(() => ({ promoter_id: promoter.id, phone_number: '+447700900123', outcome: 'sent' as const })))
    .execute();
  await t.database.db
    .insertInto('outbox_messages')
    .values(
      [1, 2].map((n) => ({
        channel: 'whatsapp' as const,
        kind: 'voucher' as const,
        recipient: `+44770090012${n}`,
        body_text: 'x',
        status: 'failed' as const,
        last_error: 'Twilio error 21211',
        failed_at: new Date(Date.now() - n * 1000),
      })),
    )
    .execute();
  return { promoterId: promoter.id };
}

/** A 400 whose one message for the cursor is AdminMessages.invalidCursor (too long for the schema, or not the server's). */
function refusedAsInvalidCursor(response: { statusCode: number; json: <T>() => T }): boolean {
  return response.statusCode === 400 && response.json<{ errors?: Record<string, string[]> }>().errors?.['cursor']?.join() === AdminMessages.invalidCursor;
}

function url(list: List, sort: string | undefined, cursor: string): string {
  const query = new URLSearchParams({ limit: '1', cursor, ...(sort ? { sort } : {}) });
  return `${list.path}?${query.toString()}`;
}

beforeAll(async () => {
  // Staff accounts are the embedded provider's, so it runs here and the staff list is served.
  t = await buildTestApp({ EMBEDDED_IDP: 'true' });
  headers = await asAdmin(t);
  await seedDemoContent(t.database.db, null);
  const { promoterId } = await fillEveryList();
  const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{ paths: Record<string, Record<string, { parameters?: Parameter[] }>> }>();
  lists = Object.entries(document.paths).flatMap(([path, methods]) => {
    const parameters = methods['get']?.parameters ?? [];
    if (!path.startsWith('/api/admin/') || !parameters.some((each) => each.in === 'query' && each.name === 'cursor')) return [];
    const sorts = parameters.find((each) => each.in === 'query' && each.name === 'sort')?.schema?.enum;
    return [{ path: path.replace('{id}', String(promoterId)), sorts: sorts ?? [undefined], timeOrdered: !sorts }];
  });
}, 120_000);

afterAll(() => t.close());

describe('console list cursors the server did not make', () => {
  it('covers every console list', () => {
    expect(lists.map((list) => list.path.replace(/\/\d+\//, '/{id}/')).sort()).toEqual(
      [
        '/api/admin/audit',
        '/api/admin/contact-messages',
        '/api/admin/deliveries',
        '/api/admin/members',
        '/api/admin/offers',
        '/api/admin/promoters',
        '/api/admin/promoters/{id}/sends',
        '/api/admin/promotions',
        '/api/admin/registration-sources',
        '/api/admin/staff',
        '/api/admin/venues',
        '/api/admin/vip',
      ].sort(),
    );
  });

  it('answers the list or 400 invalidCursor, never 5xx, for tampered and made-up cursors', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [index, list] of lists.entries()) {
      for (const sort of list.sorts) {
        const first = await t.app.inject({ method: 'GET', url: `${list.path}?limit=1${sort ? `&sort=${sort}` : ''}`, headers });
        const real = first.json<{ nextCursor: string | null }>().nextCursor;
        expect(real, `${list.path} sorted by ${sort} has a second page`).toEqual(expect.any(String));
        const cursors = fc.sample(fc.oneof(madeUpCursor, tampered(real!)), { seed: SEED + index, numRuns: RUNS });
        for (const cursor of [real!, ...cursors]) {
          const response = await t.app.inject({ method: 'GET', url: url(list, sort, cursor), headers });
          requests += 1;
          if (response.statusCode !== 200 && !refusedAsInvalidCursor(response)) {
            failures.push(`${response.statusCode} ${list.path} sort=${sort} cursor=${JSON.stringify(Buffer.from(cursor, 'base64url').toString('utf8'))} → ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(lists.length * RUNS);
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses with 400 invalidCursor a cursor no list could have made, whatever the sort', async () => {
    const failures: string[] = [];
    for (const list of lists) {
      for (const sort of list.sorts) {
        const first = await t.app.inject({ method: 'GET', url: `${list.path}?limit=1${sort ? `&sort=${sort}` : ''}`, headers });
        const [, id] = JSON.parse(Buffer.from(first.json<{ nextCursor: string }>().nextCursor, 'base64url').toString('utf8')) as [string, unknown];
        const timeOrdered = sort === undefined ? list.timeOrdered : TIME_SORTS.has(sort);
        const wrongKeys = timeOrdered ? noTime.map((key) => encode([key, id])) : [];
        for (const cursor of [...neverValid(id), ...wrongKeys]) {
          const response = await t.app.inject({ method: 'GET', url: url(list, sort, cursor), headers });
          if (!refusedAsInvalidCursor(response)) {
            failures.push(`${response.statusCode} ${list.path} sort=${sort} cursor=${JSON.stringify(Buffer.from(cursor, 'base64url').toString('utf8'))} → ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
