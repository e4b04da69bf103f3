import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminMessages } from '@venue-pass/contracts';
import { asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';

describe('/api/admin/registration-sources and /api/admin/contact-messages', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  const create = (name: string) => t.app.inject({ method: 'POST', url: '/api/admin/registration-sources', headers, payload: { name } });

  it('refuses anyone but an operator, writing nothing', async () => {
    const { id } = (await create('Guarded')).json();
    const { id: messageId } = await t.database.db.insertInto('contact_form_submissions').values({ name: 'A', email: 'a@example.org', message: 'Hi' }).returning('id').executeTakeFirstOrThrow();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/registration-sources' });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/registration-sources/${id}` });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/registration-sources', payload: { name: 'X' } });
    await expectOperatorsOnly(t, { method: 'PUT', url: `/api/admin/registration-sources/${id}`, payload: { name: 'Y', active: false, version: 1 } });
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/contact-messages' });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/contact-messages/${messageId}/handled` });
  });

  it('creates a source whose link attributes sign-ups, counted per source', async () => {
    const response = await create('Freshers fair 2026');
    expect(response.statusCode).toBe(201);
    const source = response.json();
    expect(source).toMatchObject({ name: 'Freshers fair 2026', active: true, signUps: 0, version: 1 });
    expect(source.link).toBe(`http://localhost:8080/r/${source.code}`);
    const me = await t.app.inject({ method: 'GET', url: `/api/me?registrationSourceCode=${source.code}`, headers: { authorization: `Bearer ${await t.sign({ sub: 'fresher' })}` } });
    expect(me.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/registration-sources/${source.id}`, headers })).json().signUps).toBe(1);
    expect(await auditRows(t)).toEqual([expect.objectContaining({ action: 'create', entity_type: 'registration_source' })]);
  });

  it('answers 400 for a blank name, 409 for a taken name or a stale version', async () => {
    expect((await create('  ')).statusCode).toBe(400);
    const { id } = (await create('Campus stand')).json();
    const taken = await create('CAMPUS STAND');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: [AdminMessages.sourceNameTaken] });
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/registration-sources/${id}`, headers, payload: { name: 'Campus stand', active: false, version: 1 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/registration-sources/${id}`, headers, payload: { name: 'Lost', active: true, version: 1 } })).statusCode).toBe(409);
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('writes no source when its audit entry fails', async () => {
    const restore = await breakAuditLog(t);
    try {
      expect((await create('Never')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.selectFrom('registration_sources').select('id').where('name', '=', 'Never').execute()).toEqual([]);
  });

  it('lists the contact inbox and marks a message handled by the operator', async () => {
    await t.database.db.deleteFrom('contact_form_submissions').execute();
    const { id } = await t.database.db.insertInto('contact_form_submissions').values({ name: 'Grace', email: 'grace@example.org', message: 'Group offers?' }).returning('id').executeTakeFirstOrThrow();
    const open = (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?handled=false&order=desc', headers })).json();
    expect(open.items).toEqual([expect.objectContaining({ id, name: 'Grace', handledAt: null })]);
    const handled = await t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/handled`, headers });
    expect(handled.json()).toMatchObject({ handledBy: 'operator@test.example', handledAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?handled=false', headers })).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled', headers })).statusCode).toBe(404);
    expect(await auditRows(t)).toEqual([expect.objectContaining({ action: 'mark-handled', entity_type: 'contact_message', entity_id: id })]);
  });
});
