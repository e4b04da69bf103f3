import { WEEKLY_DIGEST_CONSENT } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { createUnsubscribeLinks } from '../unsubscribe/unsubscribe-links.ts';
import { digestMessages } from './digest-messages.ts';
import { weeklyDigestJob } from './weekly-digest.job.ts';

const DAY = 86_400_000;
/** A Monday at 10:00 in London (GMT): that week's digest is due. */
const MONDAY = new Date('2027-03-01T10:00:00Z');
const run = { shouldStop: () => false };
const links = createUnsubscribeLinks({ secret: 'digest-test-secret-digest-test-secret', publicUrl: 'http://localhost:8080' });

describe('the weekly digest (issue 24 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const auth = async (sub: string) => ({ authorization: `Bearer ${await t.sign({ sub })}` });
  const call = async (method: 'GET' | 'PUT' | 'DELETE', sub?: string) =>
    t.app.inject({ method, url: '/api/me/weekly-digest', headers: sub ? await auth(sub) : {} });
  /** A member as the first sign-in makes them, verified, with their address. */
  const member = async (sub: string, { verified = true } = {}) => {
    await call('GET', sub);
    return t.database.db
      .updateTable('members')
      .set({ is_verified: verified, email: `${sub}@example.org` })
      .where('subject', '=', sub)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  };
  const venue = async (name: string) =>
    (await t.database.db.insertInto('venues').values({ name, description: 'x', logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow()).id;
  /** An offer created `createdDaysAgo` before MONDAY, on show from then until `until`. */
  const offer = async (venueId: number, name: string, createdDaysAgo: number, { until = '9999-12-31T23:59:59Z', vip = false } = {}) => {
    const created = new Date(MONDAY.getTime() - createdDaysAgo * DAY);
    const { id } = await t.database.db
      .insertInto('offers')
      .values({ venue_id: venueId, name, description: 'x', date_visible_from: created, date_visible_to: until, availability: '{}', redemption_rule: 'unlimited', is_vip: vip })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update offers set created_at = ${created} where id = ${id}`.execute(t.database.db);
  };
  const favourite = (memberId: string, venueId: number) => t.database.db.insertInto('favourite_venues').values({ member_id: memberId, venue_id: venueId }).execute();
  const digestsTo = (email: string) =>
    t.database.db.selectFrom('outbox_messages').select(['subject', 'body_text', 'body_html', 'headers', 'idempotency_key']).where('recipient', '=', email).execute();
  const runAt = (now: Date) => weeklyDigestJob({ db: t.database.db, links, publicUrl: 'http://localhost:8080', now: () => now }).run(run);

  describe('GET, PUT and DELETE /api/me/weekly-digest', () => {
    const events = async (sub: string) =>
      t.database.db
        .selectFrom('consent_events')
        .innerJoin('members', 'members.id', 'consent_events.member_id')
        .select(['consent_events.purpose', 'consent_events.granted', 'consent_events.source', 'consent_events.wording', 'consent_events.wording_version'])
        .where('members.subject', '=', sub)
        .orderBy('consent_events.id')
        .execute();

    it('is off until asked for, and counts the favourite venues it would cover', async () => {
      const { id } = await member('switch-1');
      await favourite(id, await venue('Switch venue'));
      const state = await call('GET', 'switch-1');
      expect(state.statusCode).toBe(200);
      expect(state.json()).toEqual({ subscribed: false, favouriteVenues: 1 });
    });

    it('records asking and stopping with the words shown, and nothing for a repeat', async () => {
      expect((await call('PUT', 'switch-2')).json()).toEqual({ subscribed: true, favouriteVenues: 0 });
      await call('PUT', 'switch-2');
      expect((await call('DELETE', 'switch-2')).json()).toEqual({ subscribed: false, favouriteVenues: 0 });
      await call('DELETE', 'switch-2');
      const words = { purpose: 'weekly-digest', source: 'my-account', wording: WEEKLY_DIGEST_CONSENT.wording, wording_version: WEEKLY_DIGEST_CONSENT.version };
      expect(await events('switch-2')).toEqual([
        { granted: true, ...words },
        { granted: false, ...words },
      ]);
    });

    it('leaves the marketing consent as it is', async () => {
      await call('PUT', 'switch-3');
      const profile = await t.app.inject({ method: 'GET', url: '/api/me', headers: await auth('switch-3') });
      expect(profile.json().mailingConsent).toBe(false);
    });

    it('is stopped and its record removed when the member is erased', async () => {
      const { id } = await member('switch-erased');
      await call('PUT', 'switch-erased');
      await t.database.db.insertInto('weekly_digest_sends').values({ member_id: id, week: '2027-03-01' }).execute();
      const { version } = await t.database.db.selectFrom('members').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      const erased = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers: await asAdmin(t), payload: { version } });
      expect(erased.statusCode).toBe(204);
      const row = await t.database.db.selectFrom('members').select('weekly_digest_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.weekly_digest_at).toBeNull();
      expect(await t.database.db.selectFrom('weekly_digest_sends').select('week').where('member_id', '=', id).execute()).toEqual([]);
      expect(await t.database.db.selectFrom('consent_events').select('id').where('member_id', '=', id).execute()).toEqual([]);
    });

    it('answers 401 to a visitor', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(method);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Sign in to continue.' });
      }
    });
  });

  describe('the weekly run', () => {
    it('sends each member who asked the offers new at their favourite venues that week, once', async () => {
      const harbour = await venue('Digest Harbour');
      const elsewhere = await venue('Digest Elsewhere');
      await offer(harbour, 'Fresh at the harbour', 2, { until: '2027-06-30T22:59:00Z' });
      await offer(harbour, 'Old at the harbour', 30);
      await offer(harbour, 'VIP at the harbour', 1, { vip: true });
      await offer(harbour, 'Ended at the harbour', 3, { until: '2027-02-28T12:00:00Z' });
      await offer(elsewhere, 'Fresh elsewhere', 1);
      const asked = await member('digest-asked');
      const notAsked = await member('digest-not-asked');
      const unverified = await member('digest-unverified', { verified: false });
      for (const { id } of [asked, notAsked, unverified]) await favourite(id, harbour);
      await call('PUT', 'digest-asked');
      await call('PUT', 'digest-unverified');

      const result = await runAt(MONDAY);
      expect(result.more).toBe(false);
      const [digest, ...others] = await digestsTo(asked.email);
      expect(others).toEqual([]);
      expect(digest!.subject).toBe(digestMessages.subject);
      expect(digest!.body_text).toContain(digestMessages.offer('Fresh at the harbour', 'Digest Harbour', '30 June 2027'));
      for (const hidden of ['Old at the harbour', 'VIP at the harbour', 'Ended at the harbour', 'Fresh elsewhere']) expect(digest!.body_text).not.toContain(hidden);
      expect(digest!.body_html).toContain('Fresh at the harbour');
      expect(digest!.idempotency_key).toBe(`weekly-digest:${asked.id}:2027-03-01`);
      // Its own one-click link, which stops the digest and nothing else.
      expect(digest!.headers).toEqual(links.headers(asked.id, 'weekly-digest'));
      expect(digest!.body_text).toContain(digestMessages.footnote(links.url(asked.id, 'weekly-digest')));
      expect(await digestsTo(notAsked.email)).toEqual([]);
      expect(await digestsTo(unverified.email)).toEqual([]);

      // Later the same week, and a run that lost its note and goes again: no second copy.
      await runAt(new Date(MONDAY.getTime() + 2 * DAY));
      await t.database.db.deleteFrom('weekly_digest_sends').where('member_id', '=', asked.id).execute();
      await runAt(MONDAY);
      expect(await digestsTo(asked.email)).toHaveLength(1);

      // The next week brings only that week's news.
      await offer(harbour, 'Next week at the harbour', -3);
      await runAt(new Date(MONDAY.getTime() + 7 * DAY));
      const next = (await digestsTo(asked.email)).find((message) => message.idempotency_key?.endsWith('2027-03-08'));
      expect(next!.body_text).toContain('Next week at the harbour');
      expect(next!.body_text).not.toContain('Fresh at the harbour');
    });

    it('sends nothing in a week without news, and nothing after the member stops it', async () => {
      const quiet = await venue('Digest Quiet');
      const { id, email } = await member('digest-quiet');
      await favourite(id, quiet);
      await call('PUT', 'digest-quiet');
      await runAt(MONDAY);
      expect(await digestsTo(email)).toEqual([]);

      await offer(quiet, 'News at last', -2);
      await call('DELETE', 'digest-quiet');
      await runAt(new Date(MONDAY.getTime() + 7 * DAY));
      expect(await digestsTo(email)).toEqual([]);
    });

    it('lists ten offers and counts the rest', async () => {
      const busy = await venue('Digest Busy');
      const { id, email } = await member('digest-busy');
      await favourite(id, busy);
      await call('PUT', 'digest-busy');
      for (let index = 0; index < 12; index += 1) await offer(busy, `Busy offer ${String(index).padStart(2, '0')}`, 1);
      await runAt(MONDAY);
      const [digest] = await digestsTo(email);
      expect(digest!.body_text.match(/Busy offer \d\d/g)).toHaveLength(10);
      expect(digest!.body_text).toContain(digestMessages.more(2));
    });
  });
});
