import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VenueListSchema } from '@venue-pass/contracts';
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
