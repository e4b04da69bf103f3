import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_CONSENT } from '@venue-pass/contracts';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

describe('POST /api/me/consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const auth = async (sub: string) => ({ authorization: `Bearer ${await t.sign({ sub })}` });
  const consent = async (sub?: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/consent', headers: sub ? await auth(sub) : {} });
  const consentedAt = async (sub: string) =>
    (await t.database.db.selectFrom('members').select('mailing_consent_at').where('subject', '=', sub).executeTakeFirstOrThrow())
      .mailing_consent_at;

  it('records the consent with its time and the profile shows it', async () => {
    const before = Date.now();
    const response = await consent('consent-1');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const at = await consentedAt('consent-1');
    expect(at).not.toBeNull();
    expect(new Date(at!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const profile = await t.app.inject({ method: 'GET', url: '/api/me', headers: await auth('consent-1') });
    expect(profile.json().mailingConsent).toBe(true);
  });

  it('keeps the time of the first consent when repeated', async () => {
    await consent('consent-2');
    const first = await consentedAt('consent-2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await consent('consent-2')).statusCode).toBe(204);
    expect(await consentedAt('consent-2')).toEqual(first);
  });

  it('answers 401 to a visitor and records nothing', async () => {
    const response = await consent();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    const consented = await t.database.db.selectFrom('members').select('subject').where('mailing_consent_at', 'is not', null).execute();
    expect(consented.map((row) => row.subject).sort()).toEqual(['consent-1', 'consent-2']);
  });

  it("changes only the caller's consent", async () => {
    await t.app.inject({ method: 'GET', url: '/api/me', headers: await auth('consent-3') });
    await consent('consent-4');
    expect(await consentedAt('consent-3')).toBeNull();
    expect(await consentedAt('consent-4')).not.toBeNull();
  });

  describe('its record (issue 24)', () => {
    const withdraw = async (sub: string) => t.app.inject({ method: 'DELETE', url: '/api/me/consent', headers: await auth(sub) });
    const events = async (sub: string) =>
      t.database.db
        .selectFrom('consent_events')
        .innerJoin('members', 'members.id', 'consent_events.member_id')
        .select(['consent_events.granted', 'consent_events.source', 'consent_events.wording', 'consent_events.wording_version'])
        .where('members.subject', '=', sub)
        .orderBy('consent_events.id')
        .execute();

    it('records each grant and withdrawal with the words shown and where, and nothing for a repeat', async () => {
      await consent('record-1');
      await consent('record-1');
      expect((await withdraw('record-1')).statusCode).toBe(204);
      expect(await consentedAt('record-1')).toBeNull();
      await withdraw('record-1');
      const given = await t.app.inject({ method: 'POST', url: '/api/me/consent?source=my-account', headers: await auth('record-1') });
      expect(given.statusCode).toBe(204);

      const wording = { wording: MARKETING_CONSENT.wording, wording_version: MARKETING_CONSENT.version };
      expect(await events('record-1')).toEqual([
        { granted: true, source: 'consent-dialog', ...wording },
        { granted: false, source: 'my-account', ...wording },
        { granted: true, source: 'my-account', ...wording },
      ]);
      const profile = await t.app.inject({ method: 'GET', url: '/api/me', headers: await auth('record-1') });
      expect(profile.json().mailingConsent).toBe(true);
    });

    it('refuses a source the member cannot give from, recording nothing', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/me/consent?source=unsubscribe-link', headers: await auth('record-2') });
      expect(response.statusCode).toBe(400);
      expect(await events('record-2')).toEqual([]);
    });

    it('records one grant of two racing ones', async () => {
      await t.app.inject({ method: 'GET', url: '/api/me', headers: await auth('record-3') });
      await Promise.all([consent('record-3'), consent('record-3'), consent('record-3')]);
      expect(await events('record-3')).toHaveLength(1);
    });

    it('shows the history on the console member page and in the export, and erasure removes it', async () => {
      await consent('record-4');
      await withdraw('record-4');
      const { id, version } = await t.database.db.selectFrom('members').select(['id', 'version']).where('subject', '=', 'record-4').executeTakeFirstOrThrow();
      const admin = await asAdmin(t);
      const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}`, headers: admin })).json();
      expect(detail.consentHistory).toEqual([
        { purpose: 'marketing-email', granted: true, source: 'consent-dialog', wording: MARKETING_CONSENT.wording, wordingVersion: MARKETING_CONSENT.version, at: expect.any(String) },
        { purpose: 'marketing-email', granted: false, source: 'my-account', wording: MARKETING_CONSENT.wording, wordingVersion: MARKETING_CONSENT.version, at: expect.any(String) },
      ]);
      const exported = (await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}/export`, headers: admin })).json();
      expect(exported.consents).toEqual(detail.consentHistory);
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers: admin, payload: { version } })).statusCode).toBe(204);
      expect(await t.database.db.selectFrom('consent_events').select('id').where('member_id', '=', id).execute()).toEqual([]);
    });
  });
});
