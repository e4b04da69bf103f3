import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VenueListSchema, VenueSchema } from '@venue-pass/contracts';
import { VENUE_NOT_FOUND } from './venues.routes.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

describe('GET /api/venues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db
      .insertInto('venues')
      .values([
        { name: 'zebra Bar', description: 'Late bar', logo_url: '/media/venues/z.svg', website: null },
        { name: 'Apple Café', description: 'Coffee', logo_url: '/media/venues/a.svg', website: 'https://apple.example' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('lists venues to a visitor, alphabetically and none favourite', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/venues' });
    expect(response.statusCode).toBe(200);
    const venues = VenueListSchema.parse(response.json());
    expect(venues.map((venue) => venue.name)).toEqual(['Apple Café', 'zebra Bar']);
    expect(venues.every((venue) => !venue.isFavourite)).toBe(true);
    expect(venues[1]!.website).toBeNull();
  });

  it('flags the favourites of the signed-in member only', async () => {
    const token = await t.sign({ sub: 'fan' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    const zebra = await t.database.db.selectFrom('venues').select('id').where('name', '=', 'zebra Bar').executeTakeFirstOrThrow();
    await t.database.db.insertInto('favourite_venues').values({ member_id: me.json().userId, venue_id: zebra.id }).execute();

    const mine = await t.app.inject({ method: 'GET', url: '/api/venues', headers: { authorization: `Bearer ${token}` } });
    expect(mine.json().find((venue: { id: number }) => venue.id === zebra.id).isFavourite).toBe(true);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/venues',
      headers: { authorization: `Bearer ${await t.sign({ sub: 'not-a-fan' })}` },
    });
    expect(other.json().every((venue: { isFavourite: boolean }) => !venue.isFavourite)).toBe(true);
  });

  it('refuses a bad token rather than silently treating the caller as a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/venues', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/venues/{id}/favourite and /unfavourite', () => {
  let t: TestApp;
  let anchor: number;
  let bell: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const rows = await t.database.db
      .insertInto('venues')
      .values([
        { name: 'The Anchor', description: 'Pub', logo_url: '/media/venues/a.svg', website: null },
        { name: 'Bell Inn', description: 'Inn', logo_url: '/media/venues/b.svg', website: null },
      ])
      .returning(['id', 'name'])
      .execute();
    anchor = rows.find((row) => row.name === 'The Anchor')!.id;
    bell = rows.find((row) => row.name === 'Bell Inn')!.id;
  });
  afterAll(() => t.close());

  const post = async (url: string, sub?: string) =>
    t.app.inject({ method: 'POST', url, headers: sub ? { authorization: `Bearer ${await t.sign({ sub })}` } : {} });
  const favouritesOf = (sub: string) =>
    t.database.db
      .selectFrom('favourite_venues')
      .innerJoin('members', 'members.id', 'favourite_venues.member_id')
      .select('favourite_venues.venue_id')
      .where('members.subject', '=', sub)
      .execute()
      .then((rows) => rows.map((row) => row.venue_id));

  it('favourites a venue for the member and answers with the venue marked favourite', async () => {
    const response = await post(`/api/venues/${anchor}/favourite`, 'fav-1');
    expect(response.statusCode).toBe(200);
    expect(VenueSchema.parse(response.json())).toMatchObject({ id: anchor, name: 'The Anchor', isFavourite: true });
    expect(await favouritesOf('fav-1')).toEqual([anchor]);
  });

  it('is idempotent: favouriting twice keeps one favourite, unfavouriting twice keeps none', async () => {
    expect((await post(`/api/venues/${bell}/favourite`, 'fav-2')).statusCode).toBe(200);
    expect((await post(`/api/venues/${bell}/favourite`, 'fav-2')).json().isFavourite).toBe(true);
    expect(await favouritesOf('fav-2')).toEqual([bell]);

    const first = await post(`/api/venues/${bell}/unfavourite`, 'fav-2');
    expect(first.statusCode).toBe(200);
    expect(first.json().isFavourite).toBe(false);
    const second = await post(`/api/venues/${bell}/unfavourite`, 'fav-2');
    expect(second.statusCode).toBe(200);
    expect(second.json().isFavourite).toBe(false);
    expect(await favouritesOf('fav-2')).toEqual([]);
  });

  it("keeps each member's favourites to themselves", async () => {
    await post(`/api/venues/${anchor}/favourite`, 'fav-3');
    await post(`/api/venues/${bell}/favourite`, 'fav-4');
    await post(`/api/venues/${anchor}/unfavourite`, 'fav-4');
    expect(await favouritesOf('fav-3')).toEqual([anchor]);
    expect(await favouritesOf('fav-4')).toEqual([bell]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/venues',
      headers: { authorization: `Bearer ${await t.sign({ sub: 'fav-3' })}` },
    });
    expect(list.json().filter((venue: { isFavourite: boolean }) => venue.isFavourite).map((venue: { id: number }) => venue.id)).toEqual([
      anchor,
    ]);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await t.database.db.selectFrom('favourite_venues').select('venue_id').execute();
    const response = await post(`/api/venues/${anchor}/favourite`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    expect(await t.database.db.selectFrom('favourite_venues').select('venue_id').execute()).toEqual(before);
  });

  it.each(['favourite', 'unfavourite'])('answers 404 to %s of an unknown venue', async (action) => {
    const response = await post(`/api/venues/987654/${action}`, 'fav-5');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: VENUE_NOT_FOUND });
    expect(await favouritesOf('fav-5')).toEqual([]);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 naming the id for the id %s', async (id) => {
    const response = await post(`/api/venues/${id}/favourite`, 'fav-6');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
    expect(await favouritesOf('fav-6')).toEqual([]);
  });
});
