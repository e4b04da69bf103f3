import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Offer, OfferCatalogueSchema, OfferListSchema, OfferPosterLinkSchema } from '@venue-pass/contracts';
import type { Insertable } from 'kysely';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { offerMessages } from './messages.ts';
import type { OffersTable } from './offers.table.ts';

const DAY = 24 * 3600 * 1000;
const past = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('offers for members', () => {
  let t: TestApp;
  let venueIds: Record<'anchor' | 'bell', number>;
  beforeAll(async () => {
    t = await buildTestApp();
    const venues = await t.database.db
      .insertInto('venues')
      .values([
        { name: 'The Anchor', description: 'Riverside pub', logo_url: '/media/venues/a.svg', website: null },
        { name: 'bell Inn', description: 'Coaching inn', logo_url: '/media/venues/b.svg', website: null },
      ])
      .returning(['id', 'name'])
      .execute();
    venueIds = { anchor: venues.find((v) => v.name === 'The Anchor')!.id, bell: venues.find((v) => v.name === 'bell Inn')!.id };
    const offer = (values: Partial<Insertable<OffersTable>> & { name: string }): Insertable<OffersTable> => ({
      venue_id: venueIds.anchor,
      description: `About ${values.name}`,
      date_visible_to: '9999-12-31T23:59:59Z',
      availability: JSON.stringify({ monday: { start: '17:00', stop: '23:00' }, tuesday: null }),
      ...values,
    });
    await t.database.db
      .insertInto('offers')
      .values([
        offer({ name: 'Open to all' }),
        offer({ name: 'Bell pint', venue_id: venueIds.bell, date_visible_to: '2999-06-01T12:00:00Z' }),
        offer({ name: 'Expired', date_visible_to: past(1) }),
        offer({ name: 'Not yet', date_visible_from: future(2) }),
        offer({ name: 'Verified only', requirement: 'VerifiedAccount' }),
        offer({ name: 'Students only', requirement: 'StudentEmail' }),
        offer({ name: 'Photo only', requirement: 'Photo' }),
        offer({ name: 'VIP lounge', is_vip: true }),
        offer({ name: 'VIP expired', is_vip: true, date_visible_to: past(3) }),
        offer({ name: 'VIP verified', is_vip: true, requirement: 'VerifiedAccount' }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  const get = async (url: string, sub?: string) =>
    t.app.inject({ method: 'GET', url, headers: sub ? { authorization: `Bearer ${await t.sign({ sub })}` } : {} });
  const names = (offers: Offer[]) => offers.map((offer) => offer.name);
  const memberRow = (sub: string) => t.database.db.updateTable('members').where('subject', '=', sub);

  describe('GET /api/offers', () => {
    it('gives a visitor an empty list', async () => {
      const response = await get('/api/offers');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('refuses a bad token with 401', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: 'Bearer nope' } });
      expect(response.statusCode).toBe(401);
    });

    it('lists the visible, non-VIP offers in the contract shape, restricted ones locked for a new member', async () => {
      const response = await get('/api/offers', 'new-member');
      expect(response.statusCode).toBe(200);
      const offers = OfferListSchema.parse(response.json());
      // Ordered by venue name ignoring case, then by offer name.
      expect(names(offers)).toEqual(['Bell pint', 'Open to all', 'Photo only', 'Students only', 'Verified only']);

      const open = offers.find((offer) => offer.name === 'Open to all')!;
      expect(open).toMatchObject({
        locked: false,
        requirement: 'None',
        description: 'About Open to all',
        dateVisibleTo: '9999-12-31T23:59:59.000Z',
        venue: { id: venueIds.anchor, name: 'The Anchor', logoUrl: '/media/venues/a.svg', description: 'Riverside pub', isFavourite: false },
      });
      expect(open.locked === false && open.dealAvailability).toMatchObject({
        mondayStartTime: '17:00',
        mondayStopTime: '23:00',
        tuesdayStartTime: null,
        sundayStopTime: null,
      });

      for (const name of ['Verified only', 'Students only', 'Photo only']) {
        const locked = response.json().find((offer: { name: string }) => offer.name === name);
        expect(locked.locked).toBe(true);
        expect(Object.keys(locked).sort()).toEqual(['id', 'locked', 'name', 'requirement', 'venue']);
      }
    });

    it('unlocks an offer once the member meets its requirement', async () => {
      await get('/api/me', 'verified-member');
      await memberRow('verified-member').set({ is_verified: true }).execute();
      await get('/api/me', 'student-member');
      await memberRow('student-member').set({ student_verification: 'Verified' }).execute();
      const photographed = (await get('/api/me', 'photo-member')).json().userId;
      await t.database.db
        .insertInto('member_photos')
        .values({ member_id: photographed, jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), width: 1, height: 1 })
        .execute();

      const verified = OfferListSchema.parse((await get('/api/offers', 'verified-member')).json());
      expect(verified.find((offer) => offer.name === 'Verified only')).toMatchObject({ locked: false, description: 'About Verified only' });
      expect(verified.find((offer) => offer.name === 'Students only')).toMatchObject({ locked: true, requirement: 'StudentEmail' });

      const student = OfferListSchema.parse((await get('/api/offers', 'student-member')).json());
      expect(student.find((offer) => offer.name === 'Students only')).toMatchObject({ locked: false });
      expect(student.find((offer) => offer.name === 'Verified only')).toMatchObject({ locked: true, requirement: 'VerifiedAccount' });

      const photo = OfferListSchema.parse((await get('/api/offers', 'photo-member')).json());
      expect(photo.find((offer) => offer.name === 'Photo only')).toMatchObject({ locked: false, description: 'About Photo only' });
      expect(photo.find((offer) => offer.name === 'Students only')).toMatchObject({ locked: true });
      expect(verified.find((offer) => offer.name === 'Photo only')).toMatchObject({ locked: true, requirement: 'Photo' });
    });

    it("flags the venues the member favourited, and only that member's", async () => {
      await t.app.inject({
        method: 'POST',
        url: `/api/venues/${venueIds.bell}/favourite`,
        headers: { authorization: `Bearer ${await t.sign({ sub: 'fan' })}` },
      });
      const fan = OfferListSchema.parse((await get('/api/offers', 'fan')).json());
      expect(fan.find((offer) => offer.name === 'Bell pint')!.venue.isFavourite).toBe(true);
      expect(fan.find((offer) => offer.name === 'Open to all')!.venue.isFavourite).toBe(false);

      const other = OfferListSchema.parse((await get('/api/offers', 'not-a-fan')).json());
      expect(other.every((offer) => !offer.venue.isFavourite)).toBe(true);
    });

    it("puts the member's favourite venues first, then the others by name", async () => {
      const headers = { authorization: `Bearer ${await t.sign({ sub: 'anchor-fan' })}` };
      await t.app.inject({ method: 'POST', url: `/api/venues/${venueIds.anchor}/favourite`, headers });
      const offers = OfferListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/offers', headers })).json());
      expect(names(offers)).toEqual(['Open to all', 'Photo only', 'Students only', 'Verified only', 'Bell pint']);
    });

    describe('a page of venues', () => {
      let crown: number;
      beforeAll(async () => {
        // A listed venue with no offer now: a page may still follow it, as when its offers ended between two pages.
        crown = (await t.database.db.insertInto('venues').values({ name: 'Crown', description: 'Empty', logo_url: '/media/venues/c.svg', website: null }).returning('id').executeTakeFirstOrThrow()).id;
      });
      const page = async (sub: string, query: string) => {
        const response = await get(`/api/offers?${query}`, sub);
        expect(response.statusCode, response.body).toBe(200);
        return names(OfferListSchema.parse(response.json()));
      };

      it('gives the venues after the one named, in the order of the whole list, favourites first', async () => {
        expect(await page('pager', 'venues=1')).toEqual(['Bell pint']);
        expect(await page('pager', `venues=1&after=${venueIds.bell}`)).toEqual(['Open to all', 'Photo only', 'Students only', 'Verified only']);
        expect(await page('pager', `venues=1&after=${crown}`)).toEqual(['Open to all', 'Photo only', 'Students only', 'Verified only']);
        expect(await page('pager', `venues=1&after=${venueIds.anchor}`)).toEqual([]);
        expect(await page('pager', `venues=5`)).toEqual(['Bell pint', 'Open to all', 'Photo only', 'Students only', 'Verified only']);

        await t.app.inject({ method: 'POST', url: `/api/venues/${venueIds.anchor}/favourite`, headers: { authorization: `Bearer ${await t.sign({ sub: 'pager' })}` } });
        expect(await page('pager', 'venues=1')).toEqual(['Open to all', 'Photo only', 'Students only', 'Verified only']);
        expect(await page('pager', `venues=1&after=${venueIds.anchor}`)).toEqual(['Bell pint']);
        expect(await page('pager', `venues=1&after=${venueIds.bell}`)).toEqual([]);
      });

      it('refuses a page size out of 1 to 50, and a venue that is not listed, with a clear message', async () => {
        for (const query of ['venues=0', 'venues=51', 'venues=two', 'after=0', 'after=x']) {
          const response = await get(`/api/offers?${query}`, 'pager');
          expect(response.statusCode, query).toBe(400);
        }
        const unknown = await get('/api/offers?venues=2&after=2147483647', 'pager');
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({ message: offerMessages.pageAfterUnknownVenue });
        // A visitor's list is empty whatever page they ask for.
        expect((await get(`/api/offers?venues=1&after=${venueIds.bell}`)).json()).toEqual([]);
      });
    });
  });

  describe('GET /api/offers/catalogue', () => {
    it("shows anyone each venue with the titles of the offers every member sees now, and nothing a member's list keeps back", async () => {
      const response = await get('/api/offers/catalogue');
      expect(response.statusCode).toBe(200);
      expect(OfferCatalogueSchema.parse(response.json())).toEqual(response.json());
      const catalogue = response.json() as { name: string; logoUrl: string; offers: { id: number; name: string }[] }[];
      expect(catalogue.map((venue) => [venue.name, venue.offers.map((offer) => offer.name)])).toEqual([
        ['bell Inn', ['Bell pint']],
        ['The Anchor', ['Open to all', 'Photo only', 'Students only', 'Verified only']],
      ]);
      expect(catalogue[1]!.logoUrl).toBe('/media/venues/a.svg');
      expect(Object.keys(catalogue[0]!.offers[0]!).sort()).toEqual(['id', 'name']);
    });

    it('follows the catalogue: a new offer shows and a paused venue goes', async () => {
      await t.database.db
        .insertInto('offers')
        .values({ venue_id: venueIds.bell, name: 'Bell quiz night', description: 'Quiz', date_visible_to: '9999-12-31T23:59:59Z', availability: '{}' })
        .execute();
      await expect
        .poll(async () => (await get('/api/offers/catalogue')).json().find((venue: { name: string }) => venue.name === 'bell Inn')?.offers.length)
        .toBe(2);
      await t.database.db.updateTable('venues').set({ active: false }).where('id', '=', venueIds.bell).execute();
      try {
        await expect.poll(async () => (await get('/api/offers/catalogue')).json().map((venue: { name: string }) => venue.name)).toEqual(['The Anchor']);
      } finally {
        await t.database.db.updateTable('venues').set({ active: true }).where('id', '=', venueIds.bell).execute();
        await t.database.db.deleteFrom('offers').where('name', '=', 'Bell quiz night').execute();
      }
    });
  });

  describe('GET /api/me/vip', () => {
    it('answers 401 to a visitor', async () => {
      const response = await get('/api/me/vip');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    });

    it('gives a member who is not VIP an empty list', async () => {
      const response = await get('/api/me/vip', 'ordinary');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('lists the visible VIP offers to a VIP member, with requirements enforced', async () => {
      await get('/api/me', 'vip-member');
      await memberRow('vip-member').set({ is_vip: true }).execute();
      const offers = OfferListSchema.parse((await get('/api/me/vip', 'vip-member')).json());
      expect(names(offers)).toEqual(['VIP lounge', 'VIP verified']);
      expect(offers[0]).toMatchObject({ locked: false, requirement: 'None' });
      expect(offers[1]).toMatchObject({ locked: true, requirement: 'VerifiedAccount' });

      const regular = OfferListSchema.parse((await get('/api/offers', 'vip-member')).json());
      expect(names(regular)).not.toContain('VIP lounge');
    });
  });

  describe('GET /api/offers/:id/poster', () => {
    const idOf = async (name: string) =>
      (await t.database.db.selectFrom('offers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const posterPath = (id: number | string, sub?: string) => get(`/api/offers/${id}/poster`, sub);

    it('gives the member the address of their poster for an offer they may use, which never repeats for another member', async () => {
      const id = await idOf('Open to all');
      const response = await posterPath(id, 'poster-member');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { path } = OfferPosterLinkSchema.parse(response.json());
      expect(path).toMatch(new RegExp(`^/p/${id}/[A-Za-z0-9_-]{59}$`));
      const other = OfferPosterLinkSchema.parse((await posterPath(id, 'another-poster-member')).json());
      expect(other.path).not.toBe(path);
    });

    it('answers 404 for an offer the member cannot use: locked, VIP, ended, not yet started or unknown', async () => {
      for (const name of ['Verified only', 'VIP lounge', 'Expired', 'Not yet']) {
        const response = await posterPath(await idOf(name), 'no-poster');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: offerMessages.notFound });
      }
      expect((await posterPath(2_000_000_000, 'no-poster')).statusCode).toBe(404);
    });

    it('gives a VIP member the poster of a VIP offer', async () => {
      await get('/api/me', 'vip-poster');
      await memberRow('vip-poster').set({ is_vip: true }).execute();
      expect((await posterPath(await idOf('VIP lounge'), 'vip-poster')).statusCode).toBe(200);
    });

    it('answers 401 to a visitor and 400 to an id that is not a positive 32-bit integer', async () => {
      expect((await posterPath(await idOf('Open to all'))).statusCode).toBe(401);
      for (const id of ['abc', '0', '2147483648']) {
        const response = await posterPath(id, 'bad-id');
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['id']);
      }
    });
  });
});
