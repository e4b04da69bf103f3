import { CampaignMessages } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR, asAdmin, auditRows, databaseDigest, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_ISSUER } from '../../../../test/helpers/tokens.ts';
import { CampaignEmailTexts } from '../../campaigns/messages.ts';

describe('/api/admin/campaigns', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let harbour: number;
  let kettle: number;
  let offer: number;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
    const venue = (name: string) =>
      t.database.db.insertInto('venues').values({ name, description: `${name} by the water`, logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow();
    harbour = (await venue('Harbour Lights')).id;
    kettle = (await venue('Copper Kettle')).id;
    offer = (
      await t.database.db
        .insertInto('offers')
        .values({ venue_id: harbour, name: 'Two for one cocktails', description: 'Every Friday', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}', redemption_rule: 'unlimited' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // The audience: consenting members with every combination that matters, and two without consent.
    let n = 0;
    const member = async (values: { consent?: boolean; student?: boolean; vip?: boolean; verified?: boolean; favourites?: number[] }) => {
      n += 1;
      const { id } = await t.database.db
        .insertInto('members')
        .values({
          issuer: TEST_ISSUER,
          subject: `campaign-${n}`,
          email: `c${n}@example.org`,
          first_name: 'C',
          last_name: `M${n}`,
          mailing_consent_at: values.consent === false ? null : new Date(),
          student_verification: values.student ? 'Verified' : 'None',
          is_vip: values.vip ?? false,
          is_verified: values.verified ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const venueId of values.favourites ?? []) await t.database.db.insertInto('favourite_venues').values({ member_id: id, venue_id: venueId }).execute();
    };
    await member({});
    await member({ student: true, favourites: [harbour] });
    await member({ vip: true, favourites: [kettle] });
    await member({ student: true, vip: true, verified: false });
    await member({ verified: false, favourites: [harbour, kettle] });
    await member({ consent: false, student: true, vip: true, favourites: [harbour] });
    await member({ consent: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
    await t.database.db.deleteFrom('campaigns').execute();
    await sql`truncate outbox_messages`.execute(t.database.db);
  });

  const audience = (values: object = {}) => ({ favouriteVenueIds: [], students: false, vip: false, verifiedOnly: false, ...values });
  const content = { subject: 'Summer nights', body: 'Long evenings at the harbour.\n\nBring a friend.', promotes: null };
  const count = async (values: object) => (await t.app.inject({ method: 'POST', url: '/api/admin/campaigns/audience-count', headers, payload: { audience: audience(values) } })).json().count;

  it('refuses anyone but an operator, writing nothing', async () => {
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/campaigns' });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/campaigns', payload: { ...content, audience: audience() } });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/campaigns/test', payload: content });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/campaigns/preview', payload: content });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/campaigns/audience-count', payload: { audience: audience() } });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/campaigns/1/cancel' });
  });

  it('counts the audience: consenting members only, each filter narrowing the others', async () => {
    expect(await count({})).toBe(5);
    expect(await count({ students: true })).toBe(2);
    expect(await count({ vip: true })).toBe(2);
    expect(await count({ verifiedOnly: true })).toBe(3);
    expect(await count({ favouriteVenueIds: [harbour] })).toBe(2);
    expect(await count({ favouriteVenueIds: [harbour, kettle] })).toBe(3);
    expect(await count({ favouriteVenueIds: [harbour], students: true })).toBe(1);
    expect(await count({ students: true, vip: true, verifiedOnly: true })).toBe(0);
  });

  it('previews the e-mail with the promoted offer as a card, and the operator’s words escaped', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns/preview', headers, payload: { ...content, body: 'Hello <b>you</b>', promotes: { kind: 'offer', id: offer } } });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.subject).toBe('Summer nights');
    expect(preview.html).toContain('Hello &lt;b&gt;you&lt;/b&gt;');
    expect(preview.html).toContain('Two for one cocktails');
    expect(preview.html).toContain(`href="http://localhost:8080/offers/${offer}"`);
    expect(preview.text).toContain(`${CampaignEmailTexts.seeOffer}: http://localhost:8080/offers/${offer}`);
    expect(preview.text).toContain(CampaignEmailTexts.footnotePreview);
  });

  it("sends a test to the operator's own address only, marked as a test, and audits it", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns/test', headers, payload: { ...content, promotes: { kind: 'venue', id: kettle } } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ to: OPERATOR.email });
    const messages = await t.database.db.selectFrom('outbox_messages').select(['recipient', 'subject', 'body_text']).execute();
    expect(messages).toEqual([{ recipient: OPERATOR.email, subject: CampaignEmailTexts.testSubject('Summer nights'), body_text: expect.stringContaining('Copper Kettle') }]);
    expect((await auditRows(t)).map((row) => [row.action, row.entity_type, row.actor_email])).toEqual([['send-test', 'campaign', OPERATOR.email]]);
  });

  it('schedules a campaign with its audit entry, lists it with its counts, and cancels it before it starts', async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers, payload: { ...content, audience: audience({ students: true }), sendAt } });
    expect(created.statusCode).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({ subject: 'Summer nights', status: 'scheduled', sendAt, createdBy: OPERATOR.email, counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers })).json()).toEqual([campaign]);

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/admin/campaigns/${campaign.id}/cancel`, headers });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/campaigns/${campaign.id}/cancel`, headers })).statusCode).toBe(409);
    const audit = await auditRows(t);
    expect(audit.map((row) => [row.action, row.entity_type, row.entity_id, row.label])).toEqual([
      ['schedule', 'campaign', String(campaign.id), 'Campaign "Summer nights"'],
      ['cancel', 'campaign', String(campaign.id), 'Campaign "Summer nights"'],
    ]);
  });

  it('records a campaign sent now as "send"', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers, payload: { ...content, audience: audience() } });
    expect(created.statusCode).toBe(201);
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['send']);
  });

  it.each([
    ['no subject', { ...content, subject: ' ', audience: audience() }, 'subject'],
    ['no body', { ...content, body: '', audience: audience() }, 'body'],
    ['a time in the past', { ...content, audience: audience(), sendAt: '2026-01-01T10:00:00Z' }, 'sendAt'],
    ['an unknown offer', { ...content, audience: audience(), promotes: { kind: 'offer', id: 999_999 } }, 'promotes'],
    ['an audience nobody is in', { ...content, audience: audience({ students: true, vip: true, verifiedOnly: true }) }, 'audience'],
    ['too many venues', { ...content, audience: audience({ favouriteVenueIds: Array.from({ length: 51 }, (_, i) => i + 1) }) }, 'audience'],
  ])('refuses %s with 400, writing nothing', async (_case, payload, field) => {
    const before = await databaseDigest(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('says why a time in the past or an empty audience is refused', async () => {
    const past = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers, payload: { ...content, audience: audience(), sendAt: '2026-01-01T10:00:00Z' } });
    expect(past.json().message).toBe(CampaignMessages.sendAtPast);
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/campaigns', headers, payload: { ...content, audience: audience({ students: true, vip: true, verifiedOnly: true }) } });
    expect(empty.json().message).toBe(CampaignMessages.noRecipients);
  });
});
