import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Venue, VenueListSchema } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

// Two instances on one database, the visitor's list kept in memory for an hour: only the database's
// notification can make a change visible within these tests.
describe("the visitor's venue list across instances", () => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '3600' });
    other = await t.anotherInstance();
    await t.database.db
      .insertInto('venues')
      .values([
        { name: 'Anchor', description: 'Pub', logo_url: '/media/venues/a.svg', website: null },
        { name: 'Bell', description: 'Bar', logo_url: '/media/venues/b.svg', website: null },
      ])
      .execute();
  });
  afterAll(() => t.close());

  async function venuesOn(app: FastifyInstance, token?: string): Promise<Venue[]> {
    const response = await app.inject({ method: 'GET', url: '/api/venues', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode).toBe(200);
    return VenueListSchema.parse(response.json());
  }
  const names = (venues: Venue[]) => venues.map((venue) => venue.name);

  it('shows a venue written directly in SQL, as the operator console would, on the next request of another instance', async () => {
    await expect.poll(async () => names(await venuesOn(other))).toEqual(['Anchor', 'Bell']);
    await sql`insert into venues (name, description, logo_url) values ('Crown', 'Inn', '/media/venues/c.svg')`.execute(t.database.db);
    await expect.poll(async () => names(await venuesOn(other))).toEqual(['Anchor', 'Bell', 'Crown']);

    await sql`update venues set name = 'Crown and Anchor' where name = 'Crown'`.execute(t.database.db);
    await expect.poll(async () => names(await venuesOn(other))).toEqual(['Anchor', 'Bell', 'Crown and Anchor']);

    await sql`delete from venues where name = 'Crown and Anchor'`.execute(t.database.db);
    await expect.poll(async () => names(await venuesOn(other))).toEqual(['Anchor', 'Bell']);
    expect(names(await venuesOn(t.app))).toEqual(['Anchor', 'Bell']);
  });

  it('keeps serving the kept list while nothing changes (no read of the database)', async () => {
    await venuesOn(other);
    // A rolled-back change notifies nobody, and the kept list is what the database still holds.
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update venues set description = 'changed'`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await sql`alter table venues rename to venues_away`.execute(t.database.db);
    try {
      expect(names(await venuesOn(other))).toEqual(['Anchor', 'Bell']);
    } finally {
      await sql`alter table venues_away rename to venues`.execute(t.database.db);
    }
  });

  it("never serves a member from the visitor's list, and shows a favourite toggled on one instance on the other's next request", async () => {
    const token = await t.sign({ sub: 'regular' });
    await venuesOn(other);
    const anchor = (await venuesOn(t.app, token)).find((venue) => venue.name === 'Anchor')!;
    const favourite = await t.app.inject({ method: 'POST', url: `/api/venues/${anchor.id}/favourite`, headers: { authorization: `Bearer ${token}` } });
    expect(favourite.statusCode).toBe(200);

    expect((await venuesOn(other, token)).find((venue) => venue.id === anchor.id)?.isFavourite).toBe(true);
    expect((await venuesOn(other)).every((venue) => !venue.isFavourite)).toBe(true);

    await t.app.inject({ method: 'POST', url: `/api/venues/${anchor.id}/unfavourite`, headers: { authorization: `Bearer ${token}` } });
    expect((await venuesOn(other, token)).find((venue) => venue.id === anchor.id)?.isFavourite).toBe(false);
  });

  it('answers 304 to a visitor who holds the current list, and a new ETag once the list changed', async () => {
    const first = await other.inject({ method: 'GET', url: '/api/venues' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.vary).toContain('authorization');

    const again = await other.inject({ method: 'GET', url: '/api/venues', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await sql`update venues set description = 'Pub with a garden' where name = 'Anchor'`.execute(t.database.db);
    await expect
      .poll(async () => (await other.inject({ method: 'GET', url: '/api/venues', headers: { 'if-none-match': etag } })).statusCode)
      .toBe(200);
    const changed = await other.inject({ method: 'GET', url: '/api/venues' });
    expect(changed.headers.etag).not.toBe(etag);
  });

  // PGlite's listener runs on the one in-process connection, which cannot be cut from outside.
  it.runIf(process.env['TEST_DATABASE_URL'])('listens again after the listening connection is cut', async () => {
    const listeners = () =>
      sql<{ count: number }>`select count(*)::int as count from pg_stat_activity where datname = current_database() and query ilike 'listen%catalogue_changed%'`
        .execute(t.database.db)
        .then((result) => result.rows[0]!.count);
    expect(await listeners()).toBe(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%catalogue_changed%'`.execute(t.database.db);
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);

    await venuesOn(other);
    await sql`insert into venues (name, description, logo_url) values ('Dolphin', 'Pub', '/media/venues/d.svg')`.execute(t.database.db);
    await expect.poll(async () => names(await venuesOn(other))).toContain('Dolphin');
  });

  it("never answers a member's request with the visitor's 304", async () => {
    const visitor = await other.inject({ method: 'GET', url: '/api/venues' });
    const token = await t.sign({ sub: 'regular' });
    const member = await other.inject({
      method: 'GET',
      url: '/api/venues',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': String(visitor.headers.etag) },
    });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).toBeUndefined();
  });
});
