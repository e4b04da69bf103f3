import fc from 'fast-check';
import { sql } from 'kysely';
import { AdminMessages } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type Keyset, decodeCursor, encodeCursor } from './keyset-page.ts';

const keyset = (sort: Keyset['sort']['type'], id: Keyset['id']['type']): Keyset => ({ sort: { sql: sql`k`, type: sort }, id: { sql: sql`id`, type: id } });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(cursor: string, with_: Keyset): unknown {
  try {
    decodeCursor(cursor, with_);
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, message: error.message, fields: error.details.fields } : error;
  }
  return 'accepted';
}
const refused = { kind: 'invalid', message: AdminMessages.invalidCursor, fields: { cursor: [AdminMessages.invalidCursor] } };

describe('decodeCursor', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('accepts the text PostgreSQL writes for any timestamptz, in any session time zone', async () => {
    // Microseconds since 1970, from about 4686 BC to about 287,000 AD (inside PostgreSQL's range).
    const instants = fc.sample(fc.bigInt({ min: -210_000_000_000_000_000n, max: 9_000_000_000_000_000_000n }), { seed: 20261128, numRuns: 300 });
    const zones = ['UTC', 'Europe/London', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham', 'Pacific/Kiritimati', 'Europe/Amsterdam'];
    const written = await database.db.transaction().execute(async (trx) => {
      const texts: string[] = [];
      for (const zone of zones) {
        await sql`select set_config('TimeZone', ${zone}, true)`.execute(trx);
        const { rows } = await sql<{ text: string }>`select (timestamptz '1970-01-01 00:00:00+00' + n * interval '1 microsecond')::text as text
          from unnest(${instants.map(String)}::bigint[]) as n`.execute(trx);
        texts.push(...rows.map((row) => row.text));
      }
      return texts;
    });
    // Amsterdam's local mean time before 1937 has an offset in seconds (+00:19:32).
    expect(written.some((text) => /[+-]\d\d:\d\d:\d\d$/.test(text))).toBe(true);
    expect(written.some((text) => /^\d{5,6}-/.test(text))).toBe(true);
    expect(written.some((text) => text.endsWith(' BC'))).toBe(true);
    const refusedTexts = written.filter((text) => refusal(encodeCursor([text, 1]), keyset('timestamptz', 'integer')) !== 'accepted');
    expect(refusedTexts).toEqual([]);
  });

  it('accepts no timestamp text that PostgreSQL then refuses', async () => {
    const field = (max: number, digits = 2) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(digits, '0'));
    const texts = fc.sample(
      fc
        .tuple(fc.oneof(field(9999, 4), field(300_000, 4)), field(13), field(32), field(25), field(60), field(60), fc.constantFrom('', '.1', '.999999'), fc.constantFrom('+', '-'), field(16), fc.option(field(60)), fc.option(field(60)), fc.boolean())
        .map(([year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes, offsetSeconds, bc]) => {
          const offset = `${sign}${offsetHours}${offsetMinutes === null ? '' : `:${offsetMinutes}${offsetSeconds === null ? '' : `:${offsetSeconds}`}`}`;
          return `${year}-${month}-${day} ${hour}:${minute}:${second}${fraction}${offset}${bc ? ' BC' : ''}`;
        })
        .filter((text) => refusal(encodeCursor([text, 1]), keyset('timestamptz', 'integer')) === 'accepted'),
      { seed: 20261129, numRuns: 300 },
    );
    expect(texts.filter((text) => text.endsWith(' BC')).length).toBeGreaterThan(0);
    const failed: string[] = [];
    for (const text of texts) {
      await sql`select ${text}::timestamptz`.execute(database.db).catch(() => failed.push(text));
    }
    expect(failed).toEqual([]);
  });

  it('accepts any text without NUL as a text key, with ids of each type as the server writes them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }).filter((text) => !text.includes('\u0000')), fc.integer(), fc.uuid(), fc.maxSafeInteger(), (text, integer, uuid, bigint) => {
        expect(decodeCursor(encodeCursor([text, integer]), keyset('text', 'integer'))).toEqual([text, integer]);
        expect(decodeCursor(encodeCursor([text, uuid]), keyset('text', 'uuid'))).toEqual([text, uuid]);
        expect(decodeCursor(encodeCursor([text, bigint]), keyset('text', 'bigint'))).toEqual([text, bigint]);
      }),
    );
  });

  it.each([
    ['a NUL in a text key', encode(['a\u0000b', 1]), keyset('text', 'integer')],
    ['a number as the key', encode([1, 1]), keyset('text', 'integer')],
    ['a name where a time is sorted', encode(['ada lovelace', 1]), keyset('timestamptz', 'integer')],
    ['year 0000', encode(['0000-01-01 00:00:00+00', 1]), keyset('timestamptz', 'integer')],
    ['month 13', encode(['2026-13-01 00:00:00+00', 1]), keyset('timestamptz', 'integer')],
    ['30 February', encode(['2026-02-30 00:00:00+00', 1]), keyset('timestamptz', 'integer')],
    ['29 February of a common year', encode(['2100-02-29 00:00:00+00', 1]), keyset('timestamptz', 'integer')],
    ['hour 24', encode(['2026-01-01 24:00:00+00', 1]), keyset('timestamptz', 'integer')],
    ['an offset of 16 hours', encode(['2026-01-01 00:00:00+16', 1]), keyset('timestamptz', 'integer')],
    ['an ISO date-time (not what PostgreSQL writes)', encode(['2026-01-01T00:00:00Z', 1]), keyset('timestamptz', 'integer')],
    ['29 February of a common year BC', encode(['0002-02-29 00:00:00+00 BC', 1]), keyset('timestamptz', 'integer')],
    ['a year past the range', encode(['294276-12-31 00:00:00+00', 1]), keyset('timestamptz', 'integer')],
    ['an id that is no number', encode(['abc', 'x']), keyset('text', 'integer')],
    ['an id past the integer column', encode(['abc', 2 ** 31]), keyset('text', 'integer')],
    ['a fractional id', encode(['abc', 1.5]), keyset('text', 'bigint')],
    ['an id past 2^53', encode(['abc', 2 ** 53]), keyset('text', 'bigint')],
    ['a number where the id is a UUID', encode(['abc', 1]), keyset('text', 'uuid')],
    ['a UUID with a letter past f', encode(['abc', '00000000-0000-4000-8000-00000000000g']), keyset('text', 'uuid')],
    ['one value', encode(['abc']), keyset('text', 'integer')],
    ['three values', encode(['abc', 1, 2]), keyset('text', 'integer')],
    ['an object', encode({ key: 'abc', id: 1 }), keyset('text', 'integer')],
    ['no JSON', 'bm90IGpzb24', keyset('text', 'integer')],
  ])('refuses %s with the invalidCursor 400', (_label, cursor, with_) => {
    expect(refusal(cursor, with_)).toEqual(refused);
  });

  it('accepts the last second of a leap day and of a year', () => {
    expect(refusal(encode(['2024-02-29 23:59:59.999999+00', 1]), keyset('timestamptz', 'integer'))).toBe('accepted');
    expect(refusal(encode(['9999-12-31 23:59:59-12', 1]), keyset('timestamptz', 'integer'))).toBe('accepted');
    expect(refusal(encode(['0001-02-29 00:00:00+00 BC', 1]), keyset('timestamptz', 'integer'))).toBe('accepted');
  });
});
