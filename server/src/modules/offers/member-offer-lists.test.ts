import { setTimeout } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFavouritesFirst, type Offer, OfferListSchema, type OfferRequirement, ProfileSchema, type SortableVenue } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { prepareJson } from '../../http/prepared-json.ts';
import { offerEligibility } from './offer-eligibility.ts';
import { toOffer } from './offer.mapper.ts';

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

// Members of every standing share a list per standing, with their own favourites joined in (ADR 081): each
// answer must be, byte for byte, what one SQL query per member (the rules read against the member's own row,
// as before the lists were shared) gives encoded through the contract.
/** An offer as the answer carries it, as far as these tests read it. */
type WireOffer = { venue: SortableVenue };

describe("a member's offers from the list shared by their standing", () => {
  let t: TestApp;
  const venueIds: number[] = [];

  /**
   * The member's list as one query reads it against their own row, in the order of the members' site (favourite
   * venues first, then by name: the sort is stable, so each venue's offers keep the query's order), encoded
   * through the contract, as one list of offers per venue.
   */
  async function venuesOfOwnQuery(memberId: string, vip: boolean): Promise<WireOffer[][]> {
    const at = new Date();
    const rules = offerEligibility(at);
    const rows = await t.database.db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .innerJoin('members', (join) => join.on('members.id', '=', memberId))
      .leftJoin('favourite_venues', (join) =>
        join.onRef('favourite_venues.venue_id', '=', 'venues.id').onRef('favourite_venues.member_id', '=', 'members.id'),
      )
      .select([
        'offers.id',
        'offers.name',
        'offers.description',
        'offers.date_visible_to',
        'offers.availability',
        'offers.requirement',
        'venues.id as venue_id',
        'venues.name as venue_name',
        'venues.logo_url as venue_logo_url',
        'venues.description as venue_description',
      ])
      .select(sql<boolean>`favourite_venues.venue_id is not null`.as('venue_is_favourite'))
      .select(sql<boolean>`${rules.requirement} is null`.as('unlocked'))
      .where('offers.active', '=', true)
      .where('offers.deleted_at', 'is', null)
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null)
      .where(sql<boolean>`${rules.window} is null`)
      .where(sql<boolean>`${rules.vip} is null`)
      .where('offers.is_vip', '=', vip)
      .orderBy(sql`lower(offers.name)`)
      .orderBy('offers.id')
      .execute();
    const offers = JSON.parse(String(prepareJson(OfferListSchema, rows.map(toOffer)).body)) as WireOffer[];
    const venues = new Map<number, WireOffer[]>();
    for (const offer of [...offers].sort((a, b) => compareFavouritesFirst(a.venue, b.venue))) {
      venues.set(offer.venue.id, [...(venues.get(offer.venue.id) ?? []), offer]);
    }
    return [...venues.values()];
  }

  /** The pages of `size` venues a client reads one after the other, each after the last venue of the one before. */
  async function pagesOf(url: string, headers: Record<string, string>, size: number): Promise<string[]> {
    const pages: string[] = [];
    let after: number | undefined;
    for (;;) {
      const response = await t.app.inject({ method: 'GET', url, query: { venues: String(size), ...(after ? { after: String(after) } : {}) }, headers });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.body);
      const offers = OfferListSchema.parse(response.json());
      if (new Set(offers.map((offer) => offer.venue.id)).size < size) return pages;
      after = offers.at(-1)!.venue.id;
    }
  }

  beforeAll(async () => {
    t = await buildTestApp({ MEMBER_CACHE_TTL_SECONDS: '3600', CATALOGUE_CACHE_TTL_SECONDS: '3600' });
    for (const name of ['Anchor', 'bar', 'Bell', 'Crown']) {
      const venue = await t.database.db
        .insertInto('venues')
        .values({ name, description: `${name} "quoted" é`, logo_url: `/media/venues/${name}.svg`, website: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      venueIds.push(venue.id);
      const offer = (name: string, more: Partial<{ requirement: OfferRequirement; is_vip: boolean; date_visible_from: string; date_visible_to: string }> = {}) => ({
        venue_id: venue.id,
        name,
        description: `${name} at ${venue.id}`,
        date_visible_to: '9999-12-31T23:59:59Z',
        availability: JSON.stringify({ monday: { start: '09:00', stop: '17:00' }, friday: { start: '22:00', stop: '02:00' } }),
        ...more,
      });
      await t.database.db
        .insertInto('offers')
        .values([
          offer('Open pint'),
          offer('open pint, large'),
          offer('Verified cocktail', { requirement: 'VerifiedAccount' }),
          offer('Student pizza', { requirement: 'StudentEmail' }),
          offer('Photo burger', { requirement: 'Photo' }),
          offer('VIP lounge', { is_vip: true }),
          offer('VIP photo lounge', { is_vip: true, requirement: 'Photo' }),
          offer('Ended', { date_visible_to: '2020-01-01T00:00:00Z' }),
          offer('Not yet', { date_visible_from: '9000-01-01T00:00:00Z' }),
        ])
        .execute();
    }
  });
  afterAll(() => t.close());

  it('answers every standing, with and without favourites, gzipped or not, as its own query would', async () => {
    const standings = [false, true].flatMap((verified) =>
      [false, true].flatMap((student) => [false, true].flatMap((photo) => [false, true].map((vip) => ({ verified, student, photo, vip })))),
    );
    const favouriteSets = [[], [venueIds[0]!], [venueIds[1]!, venueIds[3]!], venueIds];
    let members = 0;
    for (const standing of standings) {
      for (const favourites of favouriteSets) {
        const token = await t.sign({ sub: `standing-${(members += 1)}` });
        const headers = { authorization: `Bearer ${token}` };
        const { userId } = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json<{ userId: string }>();
        const member = await t.database.db.selectFrom('members').select('id').where('subject', '=', `standing-${members}`).executeTakeFirstOrThrow();
        await t.database.db
          .updateTable('members')
          .set({ is_verified: standing.verified, student_verification: standing.student ? 'Verified' : 'None', is_vip: standing.vip })
          .where('id', '=', member.id)
          .execute();
        if (standing.photo) await t.database.db.insertInto('member_photos').values({ member_id: member.id, jpeg: Buffer.from('jpeg'), width: 1, height: 1 }).execute();
        for (const venueId of favourites) await t.database.db.insertInto('favourite_venues').values({ member_id: member.id, venue_id: venueId }).execute();
        for (const [url, vip] of [['/api/offers', false], ['/api/me/vip', true]] as const) {
          const venues = await venuesOfOwnQuery(member.id, vip);
          const expected = JSON.stringify(venues.flat());
          const plain = await t.app.inject({ method: 'GET', url, headers });
          expect(plain.body, `${JSON.stringify(standing)} ${favourites.length} favourites ${url} ${userId}`).toBe(expected);
          expect(plain.headers['content-encoding']).toBeUndefined();
          const zipped = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
          expect(zipped.headers['content-encoding']).toBe('gzip');
          expect(zipped.headers.vary).toBe('authorization, accept-encoding');
          expect(gunzipSync(zipped.rawPayload).toString()).toBe(expected);
          expect(zipped.headers.etag).toBe(plain.headers.etag);
          for (const size of [1, 3]) {
            const pages = await pagesOf(url, headers, size);
            const expectedPages = Array.from({ length: Math.floor(venues.length / size) + 1 }, (_, page) =>
              JSON.stringify(venues.slice(page * size, (page + 1) * size).flat()),
            );
            expect(pages, `${JSON.stringify(standing)} ${favourites.length} favourites ${url} pages of ${size}`).toEqual(expectedPages);
          }
        }
      }
    }
    // 64 members with their writes and 256 answers: more than the default on a busy machine.
  }, 60_000);

  it('shows a photo, a student e-mail and a new offer at once, and answers 304 to a repeat, gzipped or not', async () => {
    const token = await t.sign({ sub: 'changing-member' });
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const offers = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/offers', headers });
      return { etag: String(response.headers.etag), list: OfferListSchema.parse(JSON.parse(gunzipSync(response.rawPayload).toString())) };
    };
    const unlocked = async (name: string) => (await offers()).list.filter((offer) => offer.name === name).every((offer) => !offer.locked);
    expect(await unlocked('Photo burger')).toBe(false);
    const member = await t.database.db.selectFrom('members').select('id').where('subject', '=', 'changing-member').executeTakeFirstOrThrow();
    await t.database.db.insertInto('member_photos').values({ member_id: member.id, jpeg: Buffer.from('jpeg'), width: 1, height: 1 }).execute();
    expect(await unlocked('Photo burger')).toBe(true);
    await t.database.db.updateTable('members').set({ student_verification: 'Verified' }).where('id', '=', member.id).execute();
    expect(await unlocked('Student pizza')).toBe(true);

    const { etag } = await offers();
    expect(etag).toMatch(/^W\/".+"$/);
    for (const encoding of ['gzip', 'identity']) {
      const again = await t.app.inject({ method: 'GET', url: '/api/offers', headers: { ...headers, 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
    await t.database.db
      .insertInto('offers')
      .values({ venue_id: venueIds[2]!, name: 'New quiz', description: 'Tuesdays', date_visible_to: '9999-12-31T23:59:59Z', availability: '{}' })
      .execute();
    const changed = await offers();
    expect(changed.etag).not.toBe(etag);
    expect(changed.list.map((offer) => offer.name)).toContain('New quiz');
  });
});
