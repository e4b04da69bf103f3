import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NINE_TO_FIVE, asAdmin } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_ISSUER } from '../../../../test/helpers/tokens.ts';
import { auditLabel } from './audit-label.ts';
import { createAuditRepository } from './audit.repository.ts';

const operator = { issuer: TEST_ISSUER, subject: 'op', email: 'operator@test.example' };

describe('audit entries name their record (ADR 068)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
  });
  afterAll(() => t.close());

  const entries = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers })).json().items as Array<{ action: string; entityType: string; entityId: string; label: string | null }>;

  it('names a venue as it was when the change was made, through a rename and a deletion', async () => {
    const venue = { name: 'Harbour Lights', description: 'Bar on the quay.', website: 'https://harbour.example', address: '1 Quay Street', timeZone: 'Europe/London', openingHours: NINE_TO_FIVE, active: true };
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/venues', headers, payload: venue })).json();
    const renamed = (await t.app.inject({ method: 'PUT', url: `/api/admin/venues/${created.id}`, headers, payload: { ...venue, name: 'Harbour Lamps', version: created.version } })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/venues/${created.id}?version=${renamed.version}`, headers })).statusCode).toBe(204);

    const labels = (await entries()).filter((entry) => entry.entityId === String(created.id) && entry.entityType === 'venue').map((entry) => `${entry.action} ${entry.label}`);
    expect(labels).toEqual(['delete Venue "Harbour Lamps"', 'update Venue "Harbour Lamps"', 'create Venue "Harbour Lights"']);
  });

  it('names a member by a masked address read in the same transaction, and forgets it on erasure', async () => {
    const db = t.database.db;
    const { id } = await db.insertInto('members').values({ issuer: TEST_ISSUER, subject: 'label-member', email: 'alice@example.org', first_name: 'Alice', last_name: 'Liddell' }).returning('id').executeTakeFirstOrThrow();
    await createAuditRepository(db).record(operator, { action: 'export', entityType: 'member', entityId: id, before: null, after: null });
    expect((await entries()).find((entry) => entry.entityId === id)?.label).toBe('Member a…@…');

    await createAuditRepository(db).redactMembers([id]);
    expect((await entries()).find((entry) => entry.entityId === id)?.label).toBeNull();
  });

  it('names a contact message marked handled by its sender, masked', async () => {
    const { id } = await t.database.db.insertInto('contact_form_submissions').values({ name: 'Olive Oyl', email: 'olive@example.org', message: 'Hello', handled_at: null, handled_by: null }).returning('id').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/handled`, headers })).statusCode).toBe(200);
    expect((await entries()).find((entry) => entry.entityType === 'contact_message' && entry.entityId === String(id))?.label).toBe('Contact message from o…@…');
  });

  it('leaves entries written before labels without one, for the console to show type and id', async () => {
    await t.database.db
      .insertInto('audit_log')
      .values({ actor_issuer: TEST_ISSUER, actor_subject: 'op', actor_email: 'operator@test.example', action: 'update', entity_type: 'offer', entity_id: '999', before: null, after: null })
      .execute();
    const entry = (await entries()).find((item) => item.entityId === '999');
    expect(entry).toMatchObject({ entityType: 'offer', label: null });
  });

  it('names staff by given name and initial, offers by their title, contact messages by a masked address', () => {
    expect(auditLabel('staff', { givenName: 'Sam', familyName: 'Turner', email: 'sam@example.org' })).toBe('Staff Sam T.');
    expect(auditLabel('offer', { title: 'Two for one' })).toBe('Offer "Two for one"');
    expect(auditLabel('contact_message', { name: 'Olive', email: 'Olive@example.org' })).toBe('Contact message from o…@…');
    expect(auditLabel('faq_item', { question: 'How do I join?', answer: 'Sign up.' })).toBe('FAQ "How do I join?"');
    expect(auditLabel('promotion', { handledAt: null })).toBeNull();
  });
});
