import { MobileVerificationMessages, ProfileSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { mobileSignupMessages } from '../mobile-signup/messages.ts';
import { outboxFor } from '../vouchers/test-factories.ts';

let numbers = 0;
/**
 * A fresh UK mobile number the profile accepts (it refuses the fictional drama range); the texts go
 * to the local outbox and reach nobody.
 */
function mobilePhone(): { typed: string; e164: string } {
  numbers += 1;
  const last = String(numbers).padStart(4, '0');
  return { typed: `07400 12${last}`, e164: `+44740012${last}` };
}

describe('verifying the profile mobile number', () => {
  let t: TestApp;
  let sourceId: number;
  beforeAll(async () => {
    t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000' });
    sourceId = (await t.database.db.insertInto('registration_sources').values({ name: 'Fair', code: 'mobile-verify-source-01' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  let subjects = 0;
  /** A signed-in member whose profile names `phone`. */
  async function memberWith(phone: { typed: string }) {
    subjects += 1;
    const headers = { authorization: `Bearer ${await t.sign({ sub: `mobile-${subjects}`, email: 'm@test.example' })}` };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers,
      payload: { firstName: 'Mo', lastName: 'Bile', dateOfBirth: '1990-01-01', mobileNumber: phone.typed },
    });
    expect(saved.statusCode).toBe(200);
    return headers;
  }
  const profileOf = async (headers: Record<string, string>) => ProfileSchema.parse((await t.app.inject({ method: 'GET', url: '/api/me', headers })).json());
  const sendCode = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/me/mobile/verify/send', headers });
  const verify = (headers: Record<string, string>, verificationCode: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/mobile/verify', headers, payload: { verificationCode } });
  const signUp = (phone: { typed: string }) =>
    t.app.inject({ method: 'POST', url: '/api/mobile-signup', payload: { mobileNumber: phone.typed, registrationSourceId: sourceId } });
  async function textedCode(phone: { e164: string }): Promise<string> {
    const messages = await outboxFor(t.database.db, phone.e164);
    return /code is (\d{6})\./.exec(messages.at(-1)!.body_text)![1]!;
  }

  it("does not let a number typed into someone's profile block its owner's mobile sign-up", async () => {
    const stranger = mobilePhone();
    const claimant = await memberWith(stranger);
    expect((await profileOf(claimant)).mobileNumberVerified).toBe(false);
    expect((await signUp(stranger)).statusCode).toBe(201);
  });

  it('verifies the number with a texted code, after which it counts as registered', async () => {
    const phone = mobilePhone();
    const headers = await memberWith(phone);
    const sent = await sendCode(headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe(phone.e164);
    const [sms] = await outboxFor(t.database.db, phone.e164);
    expect(sms).toMatchObject({ channel: 'sms' });

    expect((await verify(headers, '000000')).json().message).toBe(MobileVerificationMessages.codeMismatch);
    expect((await verify(headers, await textedCode(phone))).statusCode).toBe(204);
    expect((await profileOf(headers)).mobileNumberVerified).toBe(true);
    const registered = await signUp(phone);
    expect(registered.statusCode).toBe(409);
    expect(registered.json().message).toBe(mobileSignupMessages.alreadyRegistered);
    expect((await sendCode(headers)).json().message).toBe(MobileVerificationMessages.alreadyVerified);
  });

  it('keeps a verified number to one member', async () => {
    const phone = mobilePhone();
    const owner = await memberWith(phone);
    await sendCode(owner);
    await verify(owner, await textedCode(phone));
    const other = await memberWith(phone);
    const refused = await sendCode(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MobileVerificationMessages.takenByAnother);
    expect((await profileOf(other)).mobileNumberVerified).toBe(false);
  });

  it('lets the unique index decide when two members verify one number at the same moment', async () => {
    const phone = mobilePhone();
    const first = await memberWith(phone);
    await sendCode(first);
    const firstCode = await textedCode(phone);
    const second = await memberWith(phone);
    await sendCode(second);
    const secondCode = await textedCode(phone);
    const answers = await Promise.all([verify(first, firstCode), verify(second, secondCode)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    const holders = await t.database.db.selectFrom('members').select('id').where('mobile_number', '=', phone.e164).where('mobile_verified_at', 'is not', null).execute();
    expect(holders).toHaveLength(1);
  });

  it('makes a changed number unproven again', async () => {
    const phone = mobilePhone();
    const headers = await memberWith(phone);
    await sendCode(headers);
    await verify(headers, await textedCode(phone));
    await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers,
      payload: { firstName: 'Mo', lastName: 'Bile', dateOfBirth: '1990-01-01', mobileNumber: mobilePhone().typed },
    });
    expect((await profileOf(headers)).mobileNumberVerified).toBe(false);
  });

  it('answers 409 without a number and 401 without sign-in', async () => {
    const headers = { authorization: `Bearer ${await t.sign({ sub: 'mobile-none' })}` };
    expect((await sendCode(headers)).json().message).toBe(MobileVerificationMessages.noNumber);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/mobile/verify/send' })).statusCode).toBe(401);
  });
});
