import { MOBILE_NUMBER_REQUIRED, MobileSignupResultSchema, REGISTRATION_SOURCE_REQUIRED } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { INVALID_PHONE_NUMBER } from '../public-sends/phone-number.ts';
import { dramaPhone, outboxFor } from '../vouchers/test-factories.ts';
import { mobileSignupMessages } from './messages.ts';
import { createMobileSignupsRepository } from './mobile-signup.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000', PUBLIC_URL: 'https://pass.example' });
  await t.database.db
    .insertInto('registration_sources')
    .values([
      { id: 1, name: 'Freshers fair', code: 'freshers-fair-code-0001' },
      { id: 2, name: 'Campus stand', code: 'campus-stand-code-00002' },
      { id: 5, name: 'Club night', code: 'club-night-code-0000005' },
      { id: 7, name: 'Street team', code: 'street-team-code-000007' },
      { id: 8, name: 'Retired flyer', code: 'retired-flyer-code-0008', active: false },
    ])
    .execute();
});
afterAll(() => t.close());

function signUp(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/mobile-signup', payload: body as object, headers });
}

function linkCode(text: string): string {
  return /https:\/\/pass\.example\/m\/([A-Za-z0-9_-]{22})/.exec(text)![1]!;
}

async function memberId(sub: string): Promise<string> {
  const token = await t.sign({ sub });
  return (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json().userId;
}

describe('POST /api/mobile-signup', () => {
  it('texts a /m/{code} link and stores the pending sign-up with the code hashed (201)', async () => {
    const phone = dramaPhone();
    const response = await signUp({ mobileNumber: phone.typed, registrationSourceId: 7 });
    expect(response.statusCode).toBe(201);
    MobileSignupResultSchema.parse(response.json());
    const [message] = await outboxFor(t.database.db, phone.e164);
    expect(message).toMatchObject({ channel: 'sms' });
    const code = linkCode(message!.body_text);
    const row = await t.database.db.selectFrom('mobile_signups').selectAll().where('mobile_number', '=', phone.e164).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ registration_source_id: 7, consumed_at: null });
    expect(row.code_hash).not.toContain(code);
  });

  it('answers 400 for a registration source that does not exist or no longer runs, sending nothing', async () => {
    for (const registrationSourceId of [999, 8]) {
      const phone = dramaPhone();
      const response = await signUp({ mobileNumber: phone.typed, registrationSourceId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(mobileSignupMessages.unknownSource);
      expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(0);
    }
  });

  it('answers 409 with the spec message for a number a member holds verified', async () => {
    const phone = dramaPhone();
    const id = await memberId('mobile-owner');
    await t.database.db.updateTable('members').set({ mobile_number: phone.e164, mobile_verified_at: new Date() }).where('id', '=', id).execute();
    const response = await signUp({ mobileNumber: phone.typed, registrationSourceId: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(mobileSignupMessages.alreadyRegistered);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(0);
  });

  it('answers 400 with the spec messages for a blank number or a missing source, and for an invalid number', async () => {
    const blank = await signUp({ mobileNumber: '   ', registrationSourceId: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.mobileNumber).toEqual([MOBILE_NUMBER_REQUIRED]);
    const noSource = await signUp({ mobileNumber: dramaPhone().typed });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().errors.registrationSourceId).toEqual([REGISTRATION_SOURCE_REQUIRED]);
    expect((await signUp({ mobileNumber: dramaPhone().typed, registrationSourceId: -3 })).statusCode).toBe(400);
    const invalid = await signUp({ mobileNumber: '0123456789', registrationSourceId: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(INVALID_PHONE_NUMBER);
    expect(await t.database.db.selectFrom('mobile_signups').select('id').where('mobile_number', '=', '+44123456789').execute()).toHaveLength(0);
  });

  it('sends one link for a double tap and for a retried Idempotency-Key', async () => {
    const phone = dramaPhone();
    expect((await signUp({ mobileNumber: phone.typed, registrationSourceId: 1 })).statusCode).toBe(201);
    expect((await signUp({ mobileNumber: phone.typed, registrationSourceId: 1 })).statusCode).toBe(201);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);

    const other = dramaPhone();
    const headers = { 'idempotency-key': 'signup-1' };
    await signUp({ mobileNumber: other.typed, registrationSourceId: 2 }, headers);
    // Past the double-tap window, only the key keeps the retry from sending a second link.
    await sql`update mobile_signups set created_at = now() - interval '1 hour' where mobile_number = ${other.e164}`.execute(t.database.db);
    expect((await signUp({ mobileNumber: other.typed, registrationSourceId: 2 }, headers)).statusCode).toBe(201);
    expect(await outboxFor(t.database.db, other.e164)).toHaveLength(1);
  });
});

describe('mobile sign-ups repository complete', () => {
  it('completes a pending sign-up once and then treats the number as registered', async () => {
    const phone = dramaPhone();
    await signUp({ mobileNumber: phone.typed, registrationSourceId: 5 });
    const code = linkCode((await outboxFor(t.database.db, phone.e164))[0]!.body_text);
    const member = await memberId('mobile-completer');
    const done = await t.database.db.transaction().execute((trx) => createMobileSignupsRepository(trx).complete({ verificationCode: code, memberId: member }));
    expect(done).toEqual({ mobileNumber: phone.e164, registrationSourceId: 5 });
    expect(await createMobileSignupsRepository(t.database.db).complete({ verificationCode: code, memberId: member })).toBeUndefined();
    expect((await signUp({ mobileNumber: phone.typed, registrationSourceId: 5 })).statusCode).toBe(409);
  });

  it('refuses an expired or unknown code', async () => {
    const phone = dramaPhone();
    await signUp({ mobileNumber: phone.typed, registrationSourceId: 5 });
    const code = linkCode((await outboxFor(t.database.db, phone.e164))[0]!.body_text);
    await t.database.db.updateTable('mobile_signups').set({ expires_at: new Date(Date.now() - 1000) }).where('mobile_number', '=', phone.e164).execute();
    const member = await memberId('mobile-late');
    expect(await createMobileSignupsRepository(t.database.db).complete({ verificationCode: code, memberId: member })).toBeUndefined();
    expect(await createMobileSignupsRepository(t.database.db).complete({ verificationCode: 'AAAAAAAAAAAAAAAAAAAAAA', memberId: member })).toBeUndefined();
  });
});
