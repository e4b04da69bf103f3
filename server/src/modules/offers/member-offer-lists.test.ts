import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Offer, OfferListSchema, ProfileSchema } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

// Two instances on one database, members' states and lists kept for an hour: only this process's own
// commits and the database's notifications can make a change visible within these tests (ADR 046).
describe("a member's offer list and profile kept in memory across instances", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let token: string;
  let venueId: number;

  beforeAll(async () => {
    t = await buildTestApp({ MEMBER_CACHE_TTL_SECONDS: '3600', CATALOGUE_CACHE_TTL_SECONDS: '3600' });
    other = await t.anotherInstance();
    const venue = await t.database.db
      .insertInto('venues')
      .values({ name: 'Anchor', description: 'Pub', logo_url: '/media/venues/a.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    venueId = venue.id;
    await t.database.db
      .insertInto('offers')
      .values([
        { venue_id: venueId, name: 'Open pint', description: 'Any day', date_visible_to: '9999-12-31T23:59:59Z', availability: '{}' },
        { venue_id: venueId, name: 'Verified cocktail', description: 'Verified only', requirement: 'VerifiedAccount', date_visible_to: '9999-12-31T23:59:59Z', availability: '{}' },
      ])
      .execute();
    token = await t.sign({ sub: 'kept-member' });
  });
  afterAll(() => t.close());

  async function offersOn(app: FastifyInstance): Promise<Offer[]> {
    const response = await app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return OfferListSchema.parse(response.json());
  }
  const favourite = async (app: FastifyInstance) => (await offersOn(app)).every((offer) => offer.venue.isFavourite);
  const locked = async (app: FastifyInstance) => (await offersOn(app)).find((offer) => offer.name === 'Verified cocktail')?.locked;

  it("shows a favourite toggled on one instance in that instance's very next answer, and in the other's once notified", async () => {
    expect(await favourite(t.app)).toBe(false);
    expect(await favourite(other)).toBe(false);

    const toggled = await t.app.inject({ method: 'POST', url: `/api/venues/${venueId}/favourite`, headers: { authorization: `Bearer ${token}` } });
    expect(toggled.statusCode).toBe(200);
    // No polling on the instance that wrote: its own commit dropped the kept list before it answered.
    expect(await favourite(t.app)).toBe(true);
    await expect.poll(() => favourite(other)).toBe(true);

    await other.inject({ method: 'POST', url: `/api/venues/${venueId}/unfavourite`, headers: { authorization: `Bearer ${token}` } });
    expect(await favourite(other)).toBe(false);
    await expect.poll(() => favourite(t.app)).toBe(false);
  });

  it('unlocks an offer on every instance when the member is changed straight in SQL, as the operator console would', async () => {
    expect(await locked(t.app)).toBe(true);
    expect(await locked(other)).toBe(true);
    await sql`update members set is_verified = true where subject = 'kept-member'`.execute(t.database.db);
    await expect.poll(() => locked(t.app)).toBe(false);
    await expect.poll(() => locked(other)).toBe(false);
  });

  it('shows a profile change in the next GET /api/me of the instance that made it', async () => {
    const me = async (app: FastifyInstance) =>
      ProfileSchema.parse((await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json());
    const before = await me(t.app);
    await me(other);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Renamed', lastName: before.lastName, dateOfBirth: '1990-01-31', mobileNumber: '+447911123456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app)).firstName).toBe('Renamed');
    await expect.poll(async () => (await me(other)).firstName).toBe('Renamed');
  });

  it('answers a kept member from memory while nothing changes, and keeps nothing from a rolled-back change', async () => {
    // The earlier tests' notifications must have arrived first (PGlite hands them over with its next query).
    await sql`select 1`.execute(t.database.db);
    await setTimeout(100);
    const kept = await offersOn(other);
    expect(await offersOn(t.app)).toEqual(kept);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update members set is_verified = false where subject = 'kept-member'`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Renaming is not a write of rows: nothing is dropped, and a read of these tables would now fail.
    await sql`alter table members rename to members_away`.execute(t.database.db);
    await sql`alter table offers rename to offers_away`.execute(t.database.db);
    try {
      expect(await offersOn(other)).toEqual(kept);
      expect(await offersOn(t.app)).toEqual(kept);
    } finally {
      await sql`alter table offers_away rename to offers`.execute(t.database.db);
      await sql`alter table members_away rename to members`.execute(t.database.db);
    }
  });

  it("answers 304 to a member who holds their current list, and a new ETag once it changed", async () => {
    const headers = { authorization: `Bearer ${token}` };
    const first = await t.app.inject({ method: 'GET', url: '/api/offers', headers });
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers', headers: { ...headers, 'if-none-match': etag } })).statusCode).toBe(304);
    await t.app.inject({ method: 'POST', url: `/api/venues/${venueId}/favourite`, headers });
    const changed = await t.app.inject({ method: 'GET', url: '/api/offers', headers: { ...headers, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe("a member's kept offer list and the clock", () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ MEMBER_CACHE_TTL_SECONDS: '3600' }, { now: () => clock });
    const venue = await t.database.db
      .insertInto('venues')
      .values({ name: 'Bell', description: 'Bar', logo_url: '/media/venues/b.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('offers')
      .values([
        { venue_id: venue.id, name: 'Noon special', description: 'From 12:00:30', date_visible_from: '2026-11-25T12:00:30Z', date_visible_to: '2026-11-25T12:00:45Z', availability: '{}' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('shows an offer from its start and drops it at its end with no change written, as the database would read it then', async () => {
    const token = await t.sign({ sub: 'clock-member' });
    const names = async () =>
      OfferListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: `Bearer ${token}` } })).json()).map(
        (offer) => offer.name,
      );
    expect(await names()).toEqual([]);
    clock = new Date('2026-11-25T12:00:29Z');
    expect(await names()).toEqual([]);
    clock = new Date('2026-11-25T12:00:30Z');
    expect(await names()).toEqual(['Noon special']);
    clock = new Date('2026-11-25T12:00:45Z');
    expect(await names()).toEqual([]);
  });
});
