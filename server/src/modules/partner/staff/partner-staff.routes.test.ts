import { AdminMessages, PartnerMessages, StaffVenueListSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, auditRows, databaseDigest } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../../test/helpers/tokens.ts';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

// Staff and managers are the embedded provider's accounts, whose current grant the API reads (ADR 052):
// tokens come from the test issuer with the account's id as subject, as the provider would issue them.
describe('/api/partner/staff: "Our staff"', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let anchor: number;
  let bell: number;
  let manager: Record<string, string>;
  let counter = 0;

  /** Invites an account as the operator and answers it with headers of a token the provider would issue it. */
  async function account(venueIds: number[], role: 'staff' | 'manager' = 'staff') {
    counter += 1;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: operator,
      payload: { email: `person-${counter}@example.org`, givenName: 'Bea', familyName: `Person${counter}`, venueIds, role },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const body = invited.json() as { id: string; version: number; email: string; role: string };
    const token = await t.sign({ sub: body.id, email: body.email, resource_access: { [TEST_AUDIENCE]: { roles: [role] } }, 'pos-site-id': venueIds.map(String) });
    return { ...body, headers: { authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    t = await buildTestApp({ EMBEDDED_IDP: 'true', STAFF_GRANT_CACHE_TTL_SECONDS: '0' });
    operator = await asAdmin(t);
    [anchor, bell] = (
      await t.database.db
        .insertInto('venues')
        .values(['The Anchor', 'Bell Inn'].map((name) => ({ name, description: 'Pub', logo_url: '/x.svg', website: null })))
        .returning('id')
        .execute()
    ).map((row) => row.id) as [number, number];
    manager = (await account([anchor], 'manager')).headers;
  });
  afterAll(() => t.close());

  const as = (headers: Record<string, string>, route: Route) => t.app.inject({ ...route, headers });
  const listed = async () => (await as(manager, { method: 'GET', url: '/api/partner/staff' })).json().items as { id: string; email: string; venues: { name: string }[] }[];

  it('lets the operator name a venue manager, who then runs their venue and works its counter', async () => {
    const venues = StaffVenueListSchema.parse((await as(manager, { method: 'GET', url: '/api/staff/venues' })).json());
    expect(venues.map((venue) => venue.name)).toEqual(['The Anchor']);
    expect((await as(manager, { method: 'GET', url: '/api/partner/venues' })).json().items.map((venue: { name: string }) => venue.name)).toEqual(['The Anchor']);
    const everyone = (await as(operator, { method: 'GET', url: '/api/admin/staff' })).json().items as { role: string }[];
    expect(everyone.map((person) => person.role)).toContain('manager');
  });

  it("documents the manager's staff routes in /api/openapi.json under 'partner: staff', with their 401 and 403", async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = spec.paths as Record<string, Record<string, { tags?: string[]; summary?: string; responses: Record<string, unknown> }>>;
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/partner/staff'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, operation })));
    expect(operations.map(({ route }) => route).sort()).toEqual(['delete /api/partner/staff/{id}', 'get /api/partner/staff', 'post /api/partner/staff', 'put /api/partner/staff/{id}/venues']);
    for (const { route, operation } of operations) {
      expect(operation.tags, route).toEqual(['partner: staff']);
      expect(operation.summary, route).toBeTruthy();
      expect(Object.keys(operation.responses), route).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('refuses the staff routes to anyone but a venue manager, writing nothing', async () => {
    const someone = await account([anchor]);
    const routes: Route[] = [
      { method: 'GET', url: '/api/partner/staff' },
      { method: 'POST', url: '/api/partner/staff', payload: { email: 'new@example.org', givenName: 'New', familyName: 'Person', venueIds: [anchor] } },
      { method: 'PUT', url: `/api/partner/staff/${someone.id}/venues`, payload: { venueIds: [anchor], version: someone.version } },
      { method: 'DELETE', url: `/api/partner/staff/${someone.id}?version=${someone.version}` },
    ];
    const member = await t.sign({ sub: 'member-s', resource_access: { [TEST_AUDIENCE]: { roles: ['member'] } } });
    const digest = await databaseDigest(t);
    for (const route of routes) {
      expect((await as({}, route)).statusCode).toBe(401);
      for (const headers of [{ authorization: `Bearer ${member}` }, someone.headers, operator]) {
        const refused = await as(headers, route);
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(refused.json().message).toBe(PartnerMessages.managerOnly);
      }
    }
    expect(await databaseDigest(t)).toBe(digest);
  });

  it("lists only the staff of the manager's venues, with only those venues, and never a manager", async () => {
    const shared = await account([anchor, bell]);
    const elsewhere = await account([bell]);
    const otherManager = await account([anchor], 'manager');
    const people = await listed();
    const ids = people.map((person) => person.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(otherManager.id);
    expect(people.find((person) => person.id === shared.id)!.venues.map((venue) => venue.name)).toEqual(['The Anchor']);
  });

  it('invites staff to their own venues only, and never a manager, writing nothing when refused', async () => {
    const digest = await databaseDigest(t);
    const elsewhere = await as(manager, { method: 'POST', url: '/api/partner/staff', payload: { email: 'bell@example.org', givenName: 'Bo', familyName: 'Bell', venueIds: [anchor, bell] } });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(AdminMessages.notYourVenue);
    const asManager = await as(manager, { method: 'POST', url: '/api/partner/staff', payload: { email: 'boss@example.org', givenName: 'Bo', familyName: 'Boss', venueIds: [anchor], role: 'manager' } });
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().message).toBe(AdminMessages.managersByOperator);
    expect(await databaseDigest(t)).toBe(digest);

    const invited = await as(manager, { method: 'POST', url: '/api/partner/staff', payload: { email: 'tap@example.org', givenName: 'Tess', familyName: 'Tap', venueIds: [anchor] } });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ role: 'staff', venues: [{ id: anchor, name: 'The Anchor' }] });
    const outbox = await t.database.db.selectFrom('outbox_messages').select(['recipient', 'kind']).where('recipient', '=', 'tap@example.org').execute();
    expect(outbox).toEqual([{ recipient: 'tap@example.org', kind: 'staff_invitation' }]);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'invite', entity_type: 'staff', actor_email: expect.stringMatching(/^person-\d+@example\.org$/) });
  });

  it("changes and removes a shared staff member's work at the manager's venues only, keeping their other venue", async () => {
    const shared = await account([anchor, bell]);
    const digest = await databaseDigest(t);
    const toBell = await as(manager, { method: 'PUT', url: `/api/partner/staff/${shared.id}/venues`, payload: { venueIds: [bell], version: shared.version } });
    expect(toBell.statusCode).toBe(403);
    expect(await databaseDigest(t)).toBe(digest);

    const removed = await as(manager, { method: 'DELETE', url: `/api/partner/staff/${shared.id}?version=${shared.version}` });
    expect(removed.statusCode, removed.body).toBe(204);
    const row = await t.database.db.selectFrom('idp_accounts').select(['pos_site_ids']).where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(row.pos_site_ids).toEqual([bell]);
    expect((await listed()).map((person) => person.id)).not.toContain(shared.id);
    // Still staff at the other venue, and no longer at the manager's.
    const atBell = await as(shared.headers, { method: 'GET', url: `/api/staff/redemptions?venueId=${bell}` });
    expect(atBell.statusCode).toBe(200);
    expect((await as(shared.headers, { method: 'GET', url: `/api/staff/redemptions?venueId=${anchor}` })).statusCode).toBe(403);
  });

  it("removes the account of staff who worked only at the manager's venues, and cannot touch a manager", async () => {
    const only = await account([anchor]);
    expect((await as(manager, { method: 'DELETE', url: `/api/partner/staff/${only.id}?version=${only.version}` })).statusCode).toBe(204);
    expect(await t.database.db.selectFrom('idp_accounts').select('id').where('id', '=', only.id).executeTakeFirst()).toBeUndefined();

    const otherManager = await account([anchor], 'manager');
    const digest = await databaseDigest(t);
    expect((await as(manager, { method: 'DELETE', url: `/api/partner/staff/${otherManager.id}?version=${otherManager.version}` })).statusCode).toBe(404);
    expect((await as(manager, { method: 'PUT', url: `/api/partner/staff/${otherManager.id}/venues`, payload: { venueIds: [anchor], version: otherManager.version } })).statusCode).toBe(404);
    expect(await databaseDigest(t)).toBe(digest);
  });

  it('never makes a member of staff a manager', async () => {
    const someone = await account([anchor]);
    const digest = await databaseDigest(t);
    const promoted = await as(manager, { method: 'PUT', url: `/api/partner/staff/${someone.id}/venues`, payload: { venueIds: [anchor], role: 'manager', version: someone.version } });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json().message).toBe(AdminMessages.managersByOperator);
    expect(await databaseDigest(t)).toBe(digest);
  });

  it("leaves another venue's staff alone: its manager neither sees nor moves nor removes them", async () => {
    const bellManager = (await account([bell], 'manager')).headers;
    const atAnchor = await account([anchor]);
    const digest = await databaseDigest(t);
    const seen = (await as(bellManager, { method: 'GET', url: '/api/partner/staff' })).json().items as { id: string }[];
    expect(seen.map((person) => person.id)).not.toContain(atAnchor.id);
    const moved = await as(bellManager, { method: 'PUT', url: `/api/partner/staff/${atAnchor.id}/venues`, payload: { venueIds: [bell], version: atAnchor.version } });
    expect(moved.statusCode).toBe(404);
    const removed = await as(bellManager, { method: 'DELETE', url: `/api/partner/staff/${atAnchor.id}?version=${atAnchor.version}` });
    expect(removed.statusCode).toBe(404);
    const invited = await as(bellManager, { method: 'POST', url: '/api/partner/staff', payload: { email: 'anchor-hand@example.org', givenName: 'An', familyName: 'Hand', venueIds: [anchor] } });
    expect(invited.statusCode).toBe(403);
    expect(invited.json().message).toBe(AdminMessages.notYourVenue);
    expect(await databaseDigest(t)).toBe(digest);
  });

  it("moves a shared staff member between the manager's venues, keeping the venue outside the scope", async () => {
    const harbour = (await t.database.db.insertInto('venues').values({ name: 'Crown', description: 'Pub', logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow()).id;
    const twoVenues = (await account([anchor, harbour], 'manager')).headers;
    const shared = await account([anchor, bell]);
    const moved = await as(twoVenues, { method: 'PUT', url: `/api/partner/staff/${shared.id}/venues`, payload: { venueIds: [harbour], version: shared.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().venues).toEqual([{ id: harbour, name: 'Crown' }]);
    const row = await t.database.db.selectFrom('idp_accounts').select(['pos_site_ids']).where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(row.pos_site_ids).toEqual([bell, harbour]);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'update', entity_type: 'staff', entity_id: shared.id });
  });
});
