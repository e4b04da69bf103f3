import { AdminReportNameSchema, PLAUSIBLE_YEARS, TEXT_INVALID_CHARACTERS } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/plugins/api-docs.ts';
import { NINE_TO_FIVE, asAdmin, databaseDigest } from './helpers/admin.ts';
import { type TestApp, buildTestApp } from './helpers/build-app.ts';
import { TEST_AUDIENCE } from './helpers/tokens.ts';

interface Parameter {
  in: string;
  name: string;
  schema?: { type?: string; enum?: unknown[]; format?: string };
}

/**
 * Searches, filters and dates of the console and staff routes that reached the database as they came:
 * a NUL byte or a year PostgreSQL (or PGlite) cannot take answered 500, and a report's CSV 200 and then
 * broke off. Each is now refused by its schema with a 400 naming the field.
 */
describe('console and staff query input', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let staff: Record<string, string>;
  let venueId: number;
  /** Every free-text query parameter of a console list, from the served OpenAPI document (the cursor has its own test). */
  let freeText: { path: string; name: string }[];

  beforeAll(async () => {
    // With the embedded provider, so the staff list is among the console lists.
    t = await buildTestApp({ EMBEDDED_IDP: 'true' });
    headers = await asAdmin(t);
    ({ id: venueId } = await t.database.db.insertInto('venues').values({ name: 'Input venue', description: 'x', logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow());
    // With the embedded provider a staff member's rights are their account's current grant (ADR 052).
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers,
      payload: { email: 'input-staff@example.org', givenName: 'Ines', familyName: 'Input', venueIds: [venueId] },
    });
    const { id: staffId } = invited.json<{ id: string }>();
    staff = {
      authorization: `Bearer ${await t.sign({ sub: staffId, resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [venueId] })}`,
    };
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{ paths: Record<string, Record<string, { parameters?: Parameter[] }>> }>();
    freeText = Object.entries(document.paths).flatMap(([path, methods]) =>
      (methods['get']?.parameters ?? [])
        .filter((each) => path.startsWith('/api/admin/') && each.in === 'query' && each.name !== 'cursor')
        .filter((each) => each.schema?.type === 'string' && !each.schema.enum && !each.schema.format)
        .map((each) => ({ path: path.replace('{id}', '1'), name: each.name })),
    );
  });
  afterAll(() => t.close());

  describe('console searches and filters', () => {
    it('finds q on every console list and the audit filters', () => {
      const names = new Set(freeText.map((each) => `${each.path} ${each.name}`));
      for (const list of ['venues', 'offers', 'promotions', 'promoters', 'members', 'vip', 'registration-sources', 'contact-messages', 'staff']) {
        expect(names).toContain(`/api/admin/${list} q`);
      }
      for (const filter of ['actor', 'action', 'entityId']) expect(names).toContain(`/api/admin/audit ${filter}`);
    });

    it.each([
      ['a NUL byte', 'a\u0000b'],
      ['a bell', 'a\u0007b'],
      ['a C1 control', 'a\u0085b'],
      ['a right-to-left override', 'a\u202Eb'],
    ])('refuses %s in every console search and audit filter with a 400 naming the field', async (_label, value) => {
      const failures: string[] = [];
      for (const { path, name } of freeText) {
        const response = await t.app.inject({ method: 'GET', url: path, query: { [name]: value }, headers });
        const body = response.json<{ errors?: Record<string, string[]> }>();
        if (response.statusCode !== 400 || body.errors?.[name]?.[0] !== TEXT_INVALID_CHARACTERS) failures.push(`${path} ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    });

    it('still searches with plain text, and treats an empty search as none', async () => {
      for (const { path, name } of freeText) {
        for (const value of ['', '  Ada Lovelace ', "o'brien@example.org"]) {
          const response = await t.app.inject({ method: 'GET', url: path, query: { [name]: value }, headers });
          expect([200, 404], `${path} ${name}=${value}: ${response.body}`).toContain(response.statusCode);
        }
      }
    });
  });

  describe(`dates outside the years ${PLAUSIBLE_YEARS.first} to ${PLAUSIBLE_YEARS.last}`, () => {
    const reports = AdminReportNameSchema.options.flatMap((name) => [`/api/admin/reports/${name}`, `/api/admin/reports/${name}.csv`]);

    it.each([
      ['year 0000', '0000-01-01', '0000-01-31', 'from'],
      ['year 9999', '9999-01-01', '9999-01-31', 'from'],
      ['a start in 1999', '1999-12-01', '2000-01-31', 'from'],
      ['an end in 2101', '2100-12-01', '2101-01-31', 'to'],
    ])('refuses a report range in %s with 400 as JSON, CSV included', async (_label, from, to, field) => {
      for (const url of reports) {
        const response = await t.app.inject({ method: 'GET', url, query: { from, to }, headers });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(Object.keys(response.json<{ errors: object }>().errors), url).toContain(field);
      }
    });

    it('answers a report over the first and the last days of the range', async () => {
      for (const [from, to] of [
        ['2000-01-01', '2000-01-31'],
        ['2100-12-01', '2100-12-31'],
      ]) {
        for (const url of reports) expect((await t.app.inject({ method: 'GET', url, query: { from: from!, to: to! }, headers })).statusCode, url).toBe(200);
      }
    });

    it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1999-12-31T23:59:59Z', '2100-12-31T23:00:00-02:00'])('refuses the audit filter from or to at %s with 400', async (at) => {
      for (const name of ['from', 'to']) {
        const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit', query: { [name]: at }, headers });
        expect(response.statusCode, response.body).toBe(400);
        expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([name]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', query: { from: '2000-01-01T00:00:00Z', to: '2100-12-31T23:59:59Z' }, headers })).statusCode).toBe(200);
    });

    it.each(['9999-12-31', '0000-01-01', '1999-12-31', '2101-01-01'])("refuses staff a redemption log of %s with 400", async (date) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/staff/redemptions', query: { venueId: String(venueId), date }, headers: staff });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['date']);
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/redemptions', query: { venueId: String(venueId), date: '2026-11-25' }, headers: staff })).statusCode).toBe(200);
    });

    describe('of offers and promotions', () => {
      const offer = (startsAt: string, endsAt: string) => ({
        venueId,
        title: `Offer ${startsAt} ${endsAt}`,
        description: 'x',
        startsAt,
        endsAt,
        availability: NINE_TO_FIVE,
        requirement: 'None',
        vip: false,
        redemptionRule: 'daily',
        active: true,
      });
      const promotion = (startsAt: string, endsAt: string) => ({
        name: `Promotion ${startsAt} ${endsAt}`,
        venueId: null,
        channel: 'sms',
        requireVerification: false,
        startsAt,
        endsAt,
        voucherValidDays: 30,
        cap: null,
      });
      const create = (startsAt: string, endsAt: string) => [
        t.app.inject({ method: 'POST', url: '/api/admin/offers', headers, payload: offer(startsAt, endsAt) }),
        t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers, payload: promotion(startsAt, endsAt) }),
      ];

      it.each([
        ['a start in year 0000', '0000-01-01T00:00:00Z', '2026-12-31T00:00:00Z', 'startsAt'],
        ['a start in 1999', '1999-12-31T23:59:59Z', '2026-12-31T00:00:00Z', 'startsAt'],
        ['a start in 9999', '9999-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'startsAt'],
        ['an end past year 9999', '2026-01-01T00:00:00Z', '9999-12-31T23:59:59-12:00', 'endsAt'],
      ])('refuses %s with 400, writing nothing', async (_label, startsAt, endsAt, field) => {
        const before = await databaseDigest(t);
        for (const response of await Promise.all(create(startsAt, endsAt))) {
          expect(response.statusCode, response.body).toBe(400);
          expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
        }
        expect(await databaseDigest(t)).toBe(before);
      });

      it('keeps year 9999 as the end of an offer or promotion that has none (R-CONST-16)', async () => {
        for (const response of await Promise.all(create('2026-01-01T00:00:00Z', '9999-12-31T23:59:59Z'))) expect(response.statusCode, response.body).toBe(201);
      });
    });
  });
});
