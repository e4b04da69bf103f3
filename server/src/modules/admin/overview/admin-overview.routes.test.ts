import { AdminOverviewSchema } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_ISSUER } from '../../../../test/helpers/tokens.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/admin/overview', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
  });
  afterAll(() => t.close());

  const overview = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers });
    expect(response.statusCode).toBe(200);
    return AdminOverviewSchema.parse(response.json());
  };

  it('refuses anyone but an operator', async () => {
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/overview' });
  });

  it('counts today and the last 7 days apart, and moves when the scheme does', async () => {
    const before = await overview();
    const db = t.database.db;
    const { id: venueId } = await db.insertInto('venues').values({ name: 'Overview venue', description: 'x', logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow();
    const { id: offerId } = await db
      .insertInto('offers')
      .values({ venue_id: venueId, name: 'Overview offer', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}', redemption_rule: 'unlimited' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: memberId } = await db.insertInto('members').values({ issuer: TEST_ISSUER, subject: 'overview-today', email: 'o1@example.org', first_name: 'O', last_name: 'T' }).returning('id').executeTakeFirstOrThrow();
    // Three days ago is in this week but not today, on any clock; ten days ago is in neither.
    for (const [subject, daysAgo] of [['overview-earlier', 3], ['overview-old', 10]] as const) {
      const { id } = await db.insertInto('members').values({ issuer: TEST_ISSUER, subject, email: `${subject}@example.org`, first_name: 'O', last_name: 'E' }).returning('id').executeTakeFirstOrThrow();
      await sql`update members set created_at = now() - make_interval(days => ${daysAgo}::int) where id = ${id}`.execute(db);
    }
    const redemption = { offer_id: offerId, member_id: memberId, venue_id: venueId, staff_issuer: 'i', staff_subject: 's' };
    await db
      .insertInto('offer_redemptions')
      .values([
        { ...redemption, period_key: 'now' },
        { ...redemption, period_key: 'earlier', redeemed_at: new Date(Date.now() - 3 * DAY) },
        { ...redemption, period_key: 'undone', undone_at: new Date() },
      ])
      .execute();
    await db.insertInto('outbox_messages').values({ channel: 'email', recipient: 'o1@example.org', subject: 's', body_text: 'x', body_html: null, idempotency_key: null, last_error: null, provider_message_id: null, sent_at: null }).execute();
    await db.insertInto('contact_form_submissions').values({ name: 'Olive', email: 'olive@example.org', message: 'Hello', handled_at: null, handled_by: null }).execute();
    const proposal = { venue_id: venueId, values: JSON.stringify({ title: 'Proposed' }), proposed_by_issuer: 'i', proposed_by_subject: 'm', proposed_by_email: 'm@example.org' };
    await db
      .insertInto('offer_proposals')
      .values([proposal, { ...proposal, state: 'rejected', reason: 'No', decided_by_email: 'op@example.org', decided_at: new Date() }])
      .execute();

    const after = await overview();
    expect(after.today.signUps - before.today.signUps).toBe(1);
    expect(after.last7Days.signUps - before.last7Days.signUps).toBe(2);
    expect(after.today.redemptions - before.today.redemptions).toBe(1);
    expect(after.last7Days.redemptions - before.last7Days.redemptions).toBe(2);
    expect(after.messagesWaiting - before.messagesWaiting).toBe(1);
    expect(after.contactMessagesOpen - before.contactMessagesOpen).toBe(1);
    // Only the proposal still waiting: a decided one is off the operator's list.
    expect(after.proposalsWaiting - before.proposalsWaiting).toBe(1);
    expect(after.today.vouchersIssued).toBe(before.today.vouchersIssued);
  });
});
