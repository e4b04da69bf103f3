import { AdminVenueSchema } from '@venue-pass/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NINE_TO_FIVE, asManager, auditRows, databaseDigest } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

describe('/api/partner/venues: "Our venue"', () => {
  let t: TestApp;
  let anchor: number;
  let bell: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const venues = await t.database.db
      .insertInto('venues')
      .values(['The Anchor', 'Bell Inn'].map((name) => ({ name, description: 'Pub', logo_url: '/media/venues/a.svg', website: null })))
      .returning('id')
      .execute();
    [anchor, bell] = venues.map((venue) => venue.id) as [number, number];
    headers = await asManager(t, [anchor]);
  });
  afterAll(() => t.close());

  const listing = { description: 'A harbour pub with a view.', website: 'https://anchor.example', address: '1 Quay Street', openingHours: NINE_TO_FIVE };

  it("saves the listing of the manager's venue under the manager's name, leaving the name and whether it is live as they were", async () => {
    const before = AdminVenueSchema.parse((await t.app.inject({ method: 'GET', url: `/api/partner/venues/${anchor}`, headers })).json());
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/partner/venues/${anchor}`,
      headers,
      payload: { ...listing, name: 'The Renamed Anchor', active: false, version: before.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...listing, name: 'The Anchor', active: before.active, timeZone: before.timeZone, version: before.version + 1 });
    const entry = (await auditRows(t)).at(-1)!;
    expect(entry).toMatchObject({ action: 'update', entity_type: 'venue', entity_id: String(anchor), actor_email: 'manager-1@test.example' });
  });

  it('refuses a stale version with 409', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/partner/venues/${anchor}`, headers, payload: { ...listing, version: 1 } });
    expect(response.statusCode).toBe(409);
  });

  it("refuses another venue's listing and logo with 403, writing nothing", async () => {
    const { version } = (await t.database.db.selectFrom('venues').select('version').where('id', '=', bell).executeTakeFirstOrThrow());
    const digest = await databaseDigest(t);
    for (const request of [
      { method: 'GET' as const, url: `/api/partner/venues/${bell}` },
      { method: 'PUT' as const, url: `/api/partner/venues/${bell}`, payload: { ...listing, version } },
      { method: 'PUT' as const, url: `/api/partner/venues/${bell}/logo`, payload: { imageData: 'AAAA', version } },
    ]) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(403);
    }
    expect(await databaseDigest(t)).toBe(digest);
  });

  it("stores the manager's logo as the console does", async () => {
    const { version } = (await t.database.db.selectFrom('venues').select('version').where('id', '=', anchor).executeTakeFirstOrThrow());
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#335577' } }).png().toBuffer();
    const response = await t.app.inject({ method: 'PUT', url: `/api/partner/venues/${anchor}/logo`, headers, payload: { imageData: png.toString('base64'), version } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().logoUrl).toMatch(new RegExp(`^/media/venue-logos/${anchor}-[A-Za-z0-9_-]{16}\\.png$`));
  });
});
