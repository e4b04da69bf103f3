import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, ProfileMessages, ProfileSchema } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { INVALID_REQUEST } from '../../errors/domain-error.ts';
import { londonToday } from './profile-rules.ts';

const valid = {
  firstName: '  Grace ',
  lastName: 'Hopper',
  dateOfBirth: '1986-12-09T00:00:00+00:00',
  mobileNumber: '07911 123456',
  emailAddress: 'grace@test.example',
};

describe('PUT /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let subjects = 0;
  /** A member that exists, with a token for them and their row as stored. */
  async function member() {
    subjects += 1;
    const token = await t.sign({ sub: `member-${subjects}`, email: 'grace@test.example', given_name: 'G', family_name: 'H' });
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    const stored = () =>
      t.database.db
        .selectFrom('members')
        .selectAll()
        // As text, whichever way the test database's driver parses DATE columns.
        .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('birthday'))
        .where('subject', '=', `member-${subjects}`)
        .executeTakeFirstOrThrow();
    return { token, before: await stored(), stored };
  }

  const put = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as Record<string, unknown>,
    });

  it('answers 401 without a token, before looking at the body', async () => {
    const response = await put(undefined, { firstName: 42 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
  });

  it('saves trimmed names, the birthday as a date and the mobile number in E.164, and returns the profile', async () => {
    const { token, before, stored } = await member();
    const response = await put(token, valid);

    expect(response.statusCode).toBe(200);
    const profile = ProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      userId: before.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1986-12-09',
      mobileNumber: '+447911123456',
      emailAddress: 'grace@test.example',
      hasPhotoUpload: false,
    });
    const after = await stored();
    expect(after).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', birthday: '1986-12-09', mobile_number: '+447911123456' });
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('keeps the date as written at its offset: midnight in British Summer Time is still that day', async () => {
    const { token } = await member();
    const response = await put(token, { ...valid, dateOfBirth: '1990-06-10T00:00:00+01:00' });
    expect(response.json().dateOfBirth).toBe('1990-06-10');
  });

  it('accepts a plain calendar date, numbers with a country code and no e-mail address at all', async () => {
    const { token } = await member();
    const { emailAddress: _omitted, ...withoutEmail } = valid;
    const response = await put(token, { ...withoutEmail, dateOfBirth: '2000-02-29', mobileNumber: '+33 6 12 34 56 78' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dateOfBirth: '2000-02-29', mobileNumber: '+33612345678' });
  });

  it.each(['07700 900456', '+447700900456', '+44 (0)7700 900456'])(
    'takes %s as the voucher pages do (the demo range they accept), stored as +447700900456',
    async (typed) => {
      const { token, stored } = await member();
      const response = await put(token, { ...valid, mobileNumber: typed });
      expect(response.statusCode).toBe(200);
      expect((await stored()).mobile_number).toBe('+447700900456');
    },
  );

  it('creates the member from the token when PUT is their first call', async () => {
    const token = await t.sign({ sub: 'put-first', email: 'grace@test.example' });
    const response = await put(token, valid);
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('members').select('mobile_number').where('subject', '=', 'put-first').execute();
    expect(rows).toEqual([{ mobile_number: '+447911123456' }]);
  });

  it('ignores fields a member may not set', async () => {
    const { token, stored } = await member();
    const response = await put(token, { ...valid, isVerified: true, userId: 'someone-else' });
    expect(response.statusCode).toBe(200);
    expect((await stored()).is_verified).toBe(false);
  });

  describe('rejects bad input with 400, an errors map and no change to stored data', () => {
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      [
        'missing fields',
        {},
        {
          firstName: [ProfileMessages.firstNameRequired],
          lastName: [ProfileMessages.lastNameRequired],
          dateOfBirth: [ProfileMessages.dateOfBirthRequired],
          mobileNumber: [ProfileMessages.mobileNumberRequired],
        },
      ],
      [
        'wrong types',
        { ...valid, firstName: 7, lastName: ['Hopper'], dateOfBirth: 19861209, mobileNumber: 447911123456 },
        {
          firstName: [ProfileMessages.firstNameNotText],
          lastName: [ProfileMessages.lastNameNotText],
          dateOfBirth: [ProfileMessages.dateOfBirthInvalid],
          mobileNumber: [ProfileMessages.mobileNumberInvalid],
        },
      ],
      ['blank names after trimming', { ...valid, firstName: '   ', lastName: '' }, { firstName: [ProfileMessages.firstNameRequired], lastName: [ProfileMessages.lastNameRequired] }],
      ['a name over 100 characters', { ...valid, lastName: 'x'.repeat(101) }, { lastName: [ProfileMessages.lastNameTooLong] }],
      ['an impossible date', { ...valid, dateOfBirth: '1990-02-30' }, { dateOfBirth: [ProfileMessages.dateOfBirthInvalid] }],
      ['a date without its offset', { ...valid, dateOfBirth: '1990-02-03T00:00:00' }, { dateOfBirth: [ProfileMessages.dateOfBirthInvalid] }],
      ['a date of birth in the future', { ...valid, dateOfBirth: '2999-01-01' }, { dateOfBirth: [ProfileMessages.dateOfBirthInFuture] }],
      ['a date before 1900', { ...valid, dateOfBirth: '1899-12-31' }, { dateOfBirth: [ProfileMessages.dateOfBirthTooOld] }],
      ['an invalid phone number', { ...valid, mobileNumber: '12345' }, { mobileNumber: [ProfileMessages.mobileNumberInvalid] }],
      ['a personal number (070), which cannot be texted', { ...valid, mobileNumber: '07000 000000' }, { mobileNumber: [ProfileMessages.mobileNumberInvalid] }],
      ['a landline', { ...valid, mobileNumber: '020 7946 0018' }, { mobileNumber: [ProfileMessages.mobileNumberInvalid] }],
      ['a different e-mail address', { ...valid, emailAddress: 'someone@else.example' }, { emailAddress: [ProfileMessages.emailReadOnly] }],
      ['a NUL byte in a name', { ...valid, firstName: 'Gr\u0000ace' }, { firstName: [ProfileMessages.firstNameInvalidCharacters] }],
      ['a NUL byte in the mobile number', { ...valid, mobileNumber: '07911 123456\u0000' }, { mobileNumber: [ProfileMessages.mobileNumberInvalid] }],
      ['a control character in a name', { ...valid, lastName: 'Hop\u0007per' }, { lastName: [ProfileMessages.lastNameInvalidCharacters] }],
      ['a right-to-left override in a name', { ...valid, firstName: 'Grace\u202Eecnarg' }, { firstName: [ProfileMessages.firstNameInvalidCharacters] }],
      ['a zero-width space inside a name', { ...valid, firstName: 'Gr\u200Bace' }, { firstName: [ProfileMessages.firstNameInvalidCharacters] }],
      ['names of zero-width characters only', { ...valid, firstName: '\u200B\u200C', lastName: '\u2060\uFEFF\u200D' }, { firstName: [ProfileMessages.firstNameRequired], lastName: [ProfileMessages.lastNameRequired] }],
    ];

    it.each(cases)('%s', async (_label, payload, errors) => {
      const { token, before, stored } = await member();
      const response = await put(token, payload);

      expect(response.statusCode).toBe(400);
      const body = ErrorBodySchema.parse(response.json());
      expect(body).toEqual({ message: INVALID_REQUEST, errors });
      expect(await stored()).toEqual(before);
    });

    it('a member younger than 16 today, while one who turns 16 today is accepted', async () => {
      const today = londonToday(new Date());
      const sixteenToday = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
      const dayAfter = new Date(`${sixteenToday}T12:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      const { token, before, stored } = await member();

      const young = await put(token, { ...valid, dateOfBirth: dayAfter.toISOString().slice(0, 10) });
      expect(young.statusCode).toBe(400);
      expect(young.json().errors).toEqual({ dateOfBirth: [ProfileMessages.dateOfBirthTooYoung] });
      expect(await stored()).toEqual(before);

      const sixteen = await put(token, { ...valid, dateOfBirth: sixteenToday });
      expect(sixteen.statusCode).toBe(200);
    });

    it('a body that is not an object', async () => {
      const { token, before, stored } = await member();
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '"Grace"',
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).errors).toBeDefined();
      expect(await stored()).toEqual(before);
    });
  });
});

describe('DEFAULT_PHONE_REGION', () => {
  it('reads numbers without a country code in the configured region', async () => {
    const t = await buildTestApp({ DEFAULT_PHONE_REGION: 'fr' });
    try {
      const token = await t.sign({ email: 'grace@test.example' });
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { ...valid, mobileNumber: '06 12 34 56 78' },
      });
      expect(response.json().mobileNumber).toBe('+33612345678');
    } finally {
      await t.close();
    }
  });
});
