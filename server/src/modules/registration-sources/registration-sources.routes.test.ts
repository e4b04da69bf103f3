import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationSourceLookupSchema } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { createMobileSignupsRepository } from '../mobile-signup/mobile-signup.repository.ts';
import { createRegistrationSourcesRepository, generateRegistrationCode } from './registration-sources.repository.ts';

describe('GET /api/registration-sources/:id', () => {
  let t: TestApp;
  let activeCode: string;
  let retiredCode: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const sources = createRegistrationSourcesRepository(t.database.db);
    activeCode = (await sources.insert({ name: 'Freshers Fair 2026' })).code;
    retiredCode = (await sources.insert({ name: 'Old Campaign', active: false })).code;
  });
  afterAll(() => t.close());

  const lookUp = (code: string) => t.app.inject({ method: 'GET', url: `/api/registration-sources/${code}` });

  it('answers found with the source name for an active code', async () => {
    const response = await lookUp(activeCode);
    expect(response.statusCode).toBe(200);
    expect(RegistrationSourceLookupSchema.parse(response.json())).toEqual({ found: true, name: 'Freshers Fair 2026' });
  });

  it('answers found: false, not 404, for an unknown code', async () => {
    const response = await lookUp(generateRegistrationCode());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ found: false, name: null });
  });

  it('answers found: false for a retired source', async () => {
    const response = await lookUp(retiredCode);
    expect(response.json()).toEqual({ found: false, name: null });
  });

  it.each([
    ['characters outside base64url', 'abc.def'],
    ['an over-long code', 'a'.repeat(65)],
  ])('rejects %s with 400', async (_label, code) => {
    const response = await lookUp(encodeURIComponent(code));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });

  it('generates codes of 128 random bits in base64url', () => {
    const codes = new Set(Array.from({ length: 50 }, generateRegistrationCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('GET /api/me?registrationSourceCode= (attribution)', () => {
  let t: TestApp;
  let first: { id: number; code: string };
  let second: { id: number; code: string };
  let retired: { id: number; code: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const sources = createRegistrationSourcesRepository(t.database.db);
    first = await sources.insert({ name: 'Campus Week' });
    second = await sources.insert({ name: 'Summer Festival' });
    retired = await sources.insert({ name: 'Last Year', active: false });
  });
  afterAll(() => t.close());

  async function getMe(sub: string, query = '') {
    const token = await t.sign({ sub, email: `${sub}@test.example` });
    return t.app.inject({ method: 'GET', url: `/api/me${query}`, headers: { authorization: `Bearer ${token}` } });
  }

  async function attributionOf(userId: string) {
    return t.database.db.selectFrom('member_registration_sources').selectAll().where('member_id', '=', userId).execute();
  }

  it('attributes the member to the source of the code', async () => {
    const response = await getMe('attributed', `?registrationSourceCode=${first.code}`);
    expect(response.statusCode).toBe(200);
    const rows = await attributionOf(response.json().userId);
    expect(rows).toEqual([expect.objectContaining({ registration_source_id: first.id })]);
  });

  it('keeps the first source when a later sign-in carries another code', async () => {
    const one = await getMe('twice', `?registrationSourceCode=${first.code}`);
    const two = await getMe('twice', `?registrationSourceCode=${second.code}`);
    expect(two.statusCode).toBe(200);
    expect(two.json().userId).toBe(one.json().userId);
    expect(await attributionOf(one.json().userId)).toEqual([expect.objectContaining({ registration_source_id: first.id })]);
  });

  it('attributes a member who first signed in without a code on a later visit with one', async () => {
    const plain = await getMe('later');
    expect(await attributionOf(plain.json().userId)).toEqual([]);
    await getMe('later', `?registrationSourceCode=${second.code}`);
    expect(await attributionOf(plain.json().userId)).toEqual([expect.objectContaining({ registration_source_id: second.id })]);
  });

  it('records one attribution when first calls with different codes race', async () => {
    const responses = await Promise.all([
      getMe('racer', `?registrationSourceCode=${first.code}`),
      getMe('racer', `?registrationSourceCode=${second.code}`),
      getMe('racer', `?registrationSourceCode=${first.code}`),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await attributionOf(responses[0]!.json().userId)).toHaveLength(1);
  });

  it.each([
    ['an unknown code', () => generateRegistrationCode()],
    ['a retired source', () => retired.code],
    ['a code with characters a link never has', () => 'not a code!'],
  ])('ignores %s and still returns the profile', async (_label, code) => {
    const response = await getMe(`ignored-${_label.length}`, `?registrationSourceCode=${encodeURIComponent(code())}`);
    expect(response.statusCode).toBe(200);
    expect(await attributionOf(response.json().userId)).toEqual([]);
  });
});

describe('GET /api/me?verificationCode= (mobile sign-up completion)', () => {
  let t: TestApp;
  let source: { id: number; code: string };
  let other: { id: number; code: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const sources = createRegistrationSourcesRepository(t.database.db);
    source = await sources.insert({ name: 'Staff at the door' });
    other = await sources.insert({ name: 'Poster campaign' });
  });
  afterAll(() => t.close());

  let counter = 0;
  async function pendingSignup(registrationSourceId: number, options: { expired?: boolean } = {}) {
    counter += 1;
    const code = generateRegistrationCode();
    const mobileNumber = `+447700900${String(100 + counter)}`;
    await t.database.db.transaction().execute((trx) =>
      createMobileSignupsRepository(trx).insert({ code, mobileNumber, registrationSourceId, expiresAt: new Date(Date.now() + (options.expired ? -1000 : 3_600_000)) }),
    );
    return { code, mobileNumber };
  }

  async function getMe(sub: string, query: string) {
    const token = await t.sign({ sub, email: `${sub}@test.example` });
    return t.app.inject({ method: 'GET', url: `/api/me${query}`, headers: { authorization: `Bearer ${token}` } });
  }

  const attributionOf = (memberId: string) =>
    t.database.db.selectFrom('member_registration_sources').select('registration_source_id').where('member_id', '=', memberId).execute();

  it('gives the member the number and source of the sign-up, and answers with the updated profile', async () => {
    const signup = await pendingSignup(source.id);
    const response = await getMe('mobile-new', `?verificationCode=${signup.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().mobileNumber).toBe(signup.mobileNumber);
    expect(await attributionOf(response.json().userId)).toEqual([{ registration_source_id: source.id }]);
    const stored = await t.database.db.selectFrom('mobile_signups').select(['member_id', 'consumed_at']).executeTakeFirstOrThrow();
    expect(stored.member_id).toBe(response.json().userId);
    expect(stored.consumed_at).not.toBeNull();
  });

  it('works once: a second member with the same link gets nothing', async () => {
    const signup = await pendingSignup(source.id);
    await getMe('mobile-first', `?verificationCode=${signup.code}`);
    const second = await getMe('mobile-second', `?verificationCode=${signup.code}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().mobileNumber).toBeNull();
    expect(await attributionOf(second.json().userId)).toEqual([]);
  });

  it('keeps a number the member already has, and a source already recorded', async () => {
    const first = await getMe('mobile-existing', `?registrationSourceCode=${other.code}`);
    await t.database.db.updateTable('members').set({ mobile_number: '+447700900999' }).where('id', '=', first.json().userId).execute();
    const signup = await pendingSignup(source.id);

    const response = await getMe('mobile-existing', `?verificationCode=${signup.code}`);
    expect(response.json().mobileNumber).toBe('+447700900999');
    expect(await attributionOf(first.json().userId)).toEqual([{ registration_source_id: other.id }]);
  });

  it('ignores an expired or unknown code', async () => {
    const expired = await pendingSignup(source.id, { expired: true });
    for (const code of [expired.code, generateRegistrationCode()]) {
      const response = await getMe(`mobile-ignored-${code}`, `?verificationCode=${code}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().mobileNumber).toBeNull();
      expect(await attributionOf(response.json().userId)).toEqual([]);
    }
  });

  it('lets the registration code win over the sign-up source when both arrive together', async () => {
    const signup = await pendingSignup(source.id);
    const response = await getMe('mobile-both', `?registrationSourceCode=${other.code}&verificationCode=${signup.code}`);
    expect(response.json().mobileNumber).toBe(signup.mobileNumber);
    expect(await attributionOf(response.json().userId)).toEqual([{ registration_source_id: other.id }]);
  });

  it('attributes a completed sign-up to its source even after the source was retired', async () => {
    const retired = await createRegistrationSourcesRepository(t.database.db).insert({ name: 'Last Summer', active: false });
    const signup = await pendingSignup(retired.id);
    const response = await getMe('mobile-retired-source', `?verificationCode=${signup.code}`);
    expect(response.json().mobileNumber).toBe(signup.mobileNumber);
    expect(await attributionOf(response.json().userId)).toEqual([{ registration_source_id: retired.id }]);
  });
});
