import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminMessages } from '@venue-pass/contracts';
import { asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { createAccountsRepository } from '../../../oidc/accounts.repository.ts';
import { StaffInvitationTexts } from '../../../oidc/staff-invitation.routes.ts';

describe('/api/admin/staff and the invitation page', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let venues: number[];
  beforeAll(async () => {
    // Staff accounts are the embedded provider's, so it runs here; tokens still come from the test issuer.
    t = await buildTestApp({ EMBEDDED_IDP: 'true' });
    headers = await asAdmin(t);
    venues = (
      await t.database.db
        .insertInto('venues')
        .values([1, 2].map((n) => ({ name: `Staff venue ${n}`, description: 'x', logo_url: '/x.svg', website: null })))
        .returning('id')
        .execute()
    ).map((row) => row.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  const invite = (email: string, venueIds = [venues[0]!]) =>
    t.app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload: { email, givenName: 'Bea', familyName: 'Barista', venueIds } });

  it('refuses anyone but an operator, writing nothing', async () => {
    const { id } = (await invite('guarded@example.org')).json();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/staff' });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/staff', payload: { email: 'x@example.org', givenName: 'X', familyName: 'Y', venueIds: venues } });
    await expectOperatorsOnly(t, { method: 'PUT', url: `/api/admin/staff/${id}/venues`, payload: { venueIds: venues, version: 1 } });
    await expectOperatorsOnly(t, { method: 'DELETE', url: `/api/admin/staff/${id}?version=1` });
  });

  it('invites staff: an account with the staff role and venues, and a link that sets the password once', async () => {
    const response = await invite('bea@example.org');
    expect(response.statusCode).toBe(201);
    const staff = response.json();
    expect(staff).toMatchObject({ email: 'bea@example.org', passwordSet: false, venues: [{ id: venues[0], name: 'Staff venue 1' }] });
    const account = (await createAccountsRepository(t.database.db).findByEmail('bea@example.org'))!;
    expect(account).toMatchObject({ roles: { 'venue-pass-api': ['staff'] }, pos_site_ids: [venues[0]] });

    const [mail] = await t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', 'bea@example.org').execute();
    const link = /http:\/\/localhost:8080(\/staff-invitation\/[A-Za-z0-9_-]{43})/.exec(mail!.body_text)![1]!;
    expect((await t.app.inject({ method: 'GET', url: link })).body).toContain(StaffInvitationTexts.title);
    const choose = (password: string) =>
      t.app.inject({ method: 'POST', url: link, payload: new URLSearchParams({ password, confirmPassword: password }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const short = await choose('eleven char');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Use at least 12 characters.');
    const set = await choose('a-long-enough-secret');
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain(StaffInvitationTexts.done);
    expect(await createAccountsRepository(t.database.db).verifyPassword('bea@example.org', 'a-long-enough-secret')).toBeDefined();
    const again = await choose('another-long-secret');
    expect(again.statusCode).toBe(410);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/staff?q=bea%40', headers })).json();
    expect(listed.items).toEqual([expect.objectContaining({ email: 'bea@example.org', passwordSet: true })]);
    expect(await auditRows(t)).toEqual([expect.objectContaining({ action: 'invite', entity_type: 'staff' })]);
  });

  it('answers 409 for an address that has an account, 400 for an unknown venue', async () => {
    await invite('taken@example.org');
    const taken = await invite('TAKEN@example.org');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: [AdminMessages.staffEmailTaken] });
    const unknown = await invite('nowhere@example.org', [venues[1]! + 1000]);
    expect(unknown.json().errors).toEqual({ venueIds: [AdminMessages.unknownVenue] });
    expect(await createAccountsRepository(t.database.db).findByEmail('nowhere@example.org')).toBeUndefined();
  });

  it('changes venues with the current version, refuses a stale one, and removes staff', async () => {
    const { id } = (await invite('move@example.org')).json();
    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/venues`, headers, payload: { venueIds: venues, version: 1 } });
    expect(moved.json().venues.map((venue: { id: number }) => venue.id)).toEqual(venues);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/venues`, headers, payload: { venueIds: [venues[0]], version: 1 } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}?version=2`, headers })).statusCode).toBe(204);
    expect(await createAccountsRepository(t.database.db).findById(id)).toBeUndefined();
  });

  it('names a member of staff a venue manager and back, keeping their venues, and audits the change', async () => {
    const { id } = (await invite('promote@example.org')).json();
    const promoted = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/venues`, headers, payload: { venueIds: [venues[0]], role: 'manager', version: 1 } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'manager', venues: [{ id: venues[0] }] });
    expect(await createAccountsRepository(t.database.db).findById(id)).toMatchObject({ roles: { 'venue-pass-api': ['manager'] } });
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'update', entity_type: 'staff', before: expect.objectContaining({ role: 'staff' }), after: expect.objectContaining({ role: 'manager' }) });

    // Absent, the role stays as it is.
    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/venues`, headers, payload: { venueIds: venues, version: 2 } });
    expect(moved.json()).toMatchObject({ role: 'manager', version: 3 });
    const demoted = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/venues`, headers, payload: { venueIds: venues, role: 'staff', version: 3 } });
    expect(demoted.json()).toMatchObject({ role: 'staff' });
    expect(await createAccountsRepository(t.database.db).findById(id)).toMatchObject({ roles: { 'venue-pass-api': ['staff'] } });
  });

  it('creates no account when the audit entry fails', async () => {
    const restore = await breakAuditLog(t);
    try {
      expect((await invite('never@example.org')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await createAccountsRepository(t.database.db).findByEmail('never@example.org')).toBeUndefined();
    expect(await t.database.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'never@example.org').execute()).toEqual([]);
  });
});
