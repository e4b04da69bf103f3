import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema, TEXT_INVALID_CHARACTERS } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { createTestIssuer } from '../../../test/helpers/tokens.ts';

describe('GET /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const getMe = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 with a JSON error when no token is sent', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Basic abc' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Bearer/);
  });

  it.each([
    ['lower case', 'bearer'],
    ['upper case', 'BEARER'],
    ['mixed case and two spaces', 'bEaReR '],
  ])('accepts the Bearer scheme in %s, which RFC 9110 makes case-insensitive', async (_label, scheme) => {
    const token = await t.sign({ sub: `scheme-${scheme.trim()}` });
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `${scheme} ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', { audience: 'another-api' }],
    ['a wrong issuer', { issuer: 'https://evil.example/realms/venue-pass' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
  ])('answers 401 for %s', async (_label, options) => {
    const response = await getMe(await t.sign({}, options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 401 for a token signed with a key the issuer does not publish', async () => {
    const stranger = await createTestIssuer();
    const response = await getMe(await stranger.sign());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The access token is not valid.' });
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const token = await t.sign();
    const [header, payload] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    const response = await getMe(`${header}.${forged}.${token.split('.')[2]}`);
    expect(response.statusCode).toBe(401);
  });

  it('creates the member from the token claims on the first call and returns the profile', async () => {
    const token = await t.sign({ sub: 'first-call', given_name: 'Ada', family_name: 'Lovelace', email: 'ada@test.example' });
    const response = await getMe(token);
    expect(response.statusCode).toBe(200);
    const profile = ProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@test.example',
      dateOfBirth: null,
      mobileNumber: null,
      isVerified: false,
      mailingConsent: false,
      studentVerification: 'NotRequired',
      requirePhotoUpload: false,
      hasPhotoUpload: false,
    });
    expect(profile.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - new Date(profile.memberSince).getTime()).toBeLessThan(60_000);

    const again = await getMe(token);
    expect(again.json().userId).toBe(profile.userId);
    const rows = await t.database.db.selectFrom('members').selectAll().where('subject', '=', 'first-call').execute();
    expect(rows).toHaveLength(1);
  });

  it('says the card is blocked whenever it is, with or without a stored reason', async () => {
    const token = await t.sign({ sub: 'blocked-card' });
    const { userId } = (await getMe(token)).json();
    expect((await getMe(token)).json().cardBlockedReason).toBeNull();
    await t.database.db.updateTable('members').set({ card_blocked_at: new Date(), card_blocked_reason: null }).where('id', '=', userId).execute();
    expect((await getMe(token)).json().cardBlockedReason).toBe('');
  });

  it('creates exactly one member when first calls race each other', async () => {
    const token = await t.sign({ sub: 'racer' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => getMe(token)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().userId)).size).toBe(1);
    const rows = await t.database.db.selectFrom('members').select('id').where('subject', '=', 'racer').execute();
    expect(rows).toHaveLength(1);
  });

  it('rejects an over-long registration code with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/me?registrationSourceCode=${'x'.repeat(65)}`,
      headers: { authorization: `Bearer ${await t.sign()}` },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['registrationSourceCode']);
  });

  it.each(['registrationSourceCode', 'verificationCode'])('rejects a NUL byte in %s with a 400 naming the field', async (field) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/me?${field}=%00`,
      headers: { authorization: `Bearer ${await t.sign({ sub: `nul-${field}` })}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [TEXT_INVALID_CHARACTERS] });
  });
});
