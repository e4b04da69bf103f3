import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
