import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminMessages, PromoterMessages } from '@venue-pass/contracts';
import { asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { createPromotion, dramaPhone } from '../../vouchers/test-factories.ts';

describe('/api/admin/promoters', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let promotionId: number;

  beforeAll(async () => {
    t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
    headers = await asAdmin(t);
    promotionId = (await createPromotion(t.database.db, { requireVerification: false })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  const create = (body: object = { promotionId, name: 'Sam at the fair', dailyQuota: 50 }) =>
    t.app.inject({ method: 'POST', url: '/api/admin/promoters', headers, payload: body });
  const publicSend = (link: string) =>
    t.app.inject({ method: 'POST', url: `/api/promoters/${link.split('/').at(-1)}/send?phoneNumber=${encodeURIComponent(dramaPhone().typed)}` });

  it('refuses anyone but an operator, writing nothing', async () => {
    const { id } = (await create()).json();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/promoters' });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/promoters/${id}` });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/promoters/${id}/sends` });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/promoters', payload: { promotionId, name: 'X', dailyQuota: 1 } });
    await expectOperatorsOnly(t, { method: 'PUT', url: `/api/admin/promoters/${id}`, payload: { name: 'Y', dailyQuota: 1, version: 1 } });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/promoters/${id}/revoke`, payload: { version: 1 } });
  });

  it('creates a promoter with a link that sends; revoking refuses the next send at once', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const promoter = response.json();
    expect(promoter).toMatchObject({ name: 'Sam at the fair', dailyQuota: 50, active: true, revokedAt: null, sentToday: 0 });
    expect(promoter.link).toMatch(/^http:\/\/localhost:8080\/promoter\/[A-Za-z0-9_-]{22}$/);

    expect((await publicSend(promoter.link)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'POST', url: `/api/admin/promoters/${promoter.id}/revoke`, headers, payload: { version: 1 } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false, revokedAt: expect.any(String), sentToday: 1 });

    const refused = await publicSend(promoter.link);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(PromoterMessages.noLongerValid);

    const sends = (await t.app.inject({ method: 'GET', url: `/api/admin/promoters/${promoter.id}/sends`, headers })).json();
    expect(sends.items).toEqual([expect.objectContaining({ outcome: 'sent', maskedPhoneNumber: expect.stringMatching(/^•+\d{3}$/) })]);
    expect((await auditRows(t)).map((row) => [row.action, row.entity_type])).toEqual([
      ['create', 'promoter'],
      ['revoke', 'promoter'],
    ]);
  });

  it('answers 400 for a bad promoter and an unknown promotion, 409 for a stale revoke', async () => {
    const bad = await create({ promotionId, name: '', dailyQuota: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'dailyQuota']));
    const unknown = await create({ promotionId: promotionId + 1000, name: 'Nobody', dailyQuota: 1 });
    expect(unknown.json().errors).toEqual({ promotionId: [AdminMessages.unknownPromotion] });

    const { id } = (await create({ promotionId, name: 'Kim', dailyQuota: 10 })).json();
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/promoters/${id}`, headers, payload: { name: 'Kim B', dailyQuota: 20, version: 1 } })).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'POST', url: `/api/admin/promoters/${id}/revoke`, headers, payload: { version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(await t.database.db.selectFrom('promoters').select('is_active').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ is_active: true });
  });

  it('leaves the promoter active when the audit entry of its revocation fails', async () => {
    const { id } = (await create({ promotionId, name: 'Lee', dailyQuota: 10 })).json();
    const restore = await breakAuditLog(t);
    try {
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/promoters/${id}/revoke`, headers, payload: { version: 1 } })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.selectFrom('promoters').select('is_active').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ is_active: true });
  });
});
