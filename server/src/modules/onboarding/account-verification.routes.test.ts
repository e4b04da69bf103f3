import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AccountCodeStatusSchema, AccountVerificationMessages, CodeSentSchema } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { ACCOUNT_CODE_RULES } from './code-rules.ts';

describe('account verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const emailOf = (sub: string) => `${sub}@test.example`;
  const auth = async (sub: string) => ({ authorization: `Bearer ${await t.sign({ sub, email: emailOf(sub), given_name: 'Ada' })}` });
  const send = async (sub?: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/verify/send', headers: sub ? await auth(sub) : {} });
  const verify = async (sub: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/me/verify', headers: sub ? await auth(sub) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const member = (sub: string) => t.database.db.selectFrom('members').selectAll().where('subject', '=', sub).executeTakeFirstOrThrow();
  const codesOf = async (sub: string) =>
    t.database.db
      .selectFrom('member_codes')
      .innerJoin('members', 'members.id', 'member_codes.member_id')
      .selectAll('member_codes')
      .where('members.subject', '=', sub)
      .orderBy('member_codes.created_at')
      .execute();
  const mailsTo = (sub: string) =>
    t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', emailOf(sub)).orderBy('created_at').execute();
  async function lastCodeSentTo(sub: string): Promise<string> {
    const mails = await mailsTo(sub);
    const code = /verification code is ([A-Z0-9]{6})\./.exec(mails.at(-1)?.body_text ?? '')?.[1];
    if (!code) throw new Error(`no code e-mailed to ${sub}`);
    return code;
  }
  const wrongCodeFor = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  describe('GET /api/me/verify', () => {
    const status = async (sub?: string) => t.app.inject({ method: 'GET', url: '/api/me/verify', headers: sub ? await auth(sub) : {} });

    it('says no code works until one is sent, then where the working one went and until when', async () => {
      const before = await status('status-1');
      expect(before.statusCode).toBe(200);
      expect(AccountCodeStatusSchema.parse(before.json())).toEqual({ sent: null });

      const sent = CodeSentSchema.parse((await send('status-1')).json());
      expect((await status('status-1')).json()).toEqual({ sent });
      expect(await mailsTo('status-1')).toHaveLength(1);
    });

    it('says none works once the code has expired or been used', async () => {
      await send('status-2');
      await t.database.db.updateTable('member_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', (await member('status-2')).id).execute();
      expect((await status('status-2')).json()).toEqual({ sent: null });

      await send('status-3');
      expect((await verify('status-3', { verificationCode: await lastCodeSentTo('status-3') })).statusCode).toBe(204);
      expect((await status('status-3')).statusCode).toBe(409);
    });

    it('answers 401 to a visitor', async () => {
      expect((await status()).statusCode).toBe(401);
    });
  });

  describe('POST /api/me/verify/send', () => {
    it('e-mails a fresh 6-character code through the outbox and stores only its hash', async () => {
      const before = Date.now();
      const response = await send('send-1');
      expect(response.statusCode).toBe(200);
      const body = CodeSentSchema.parse(response.json());
      expect(body.sentTo).toBe(emailOf('send-1'));
      const lifetime = new Date(body.expiresAt).getTime() - before;
      expect(lifetime).toBeGreaterThan(ACCOUNT_CODE_RULES.ttlSeconds * 1000 - 5000);
      expect(lifetime).toBeLessThanOrEqual(ACCOUNT_CODE_RULES.ttlSeconds * 1000 + 5000);

      const mails = await mailsTo('send-1');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'email', status: 'pending' });
      expect(mails[0]!.body_text).toContain('http://localhost:8080/verify');
      // The HTML part carries the code large and a button to the verify page.
      expect(mails[0]!.body_html).toContain('href="http://localhost:8080/verify"');
      const code = await lastCodeSentTo('send-1');
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(mails[0]!.subject).toContain(code);

      const [row] = await codesOf('send-1');
      expect(row).toMatchObject({ purpose: 'account', sent_to: emailOf('send-1'), attempts: 0, used_at: null, voided_at: null });
      expect(row!.code_hash).toMatch(/^scrypt\$/);
      expect(row!.code_hash).not.toContain(code);
    });

    it('answers 401 to a visitor and sends nothing', async () => {
      const before = await t.database.db.selectFrom('outbox_messages').select('id').execute();
      const response = await send();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to continue.' });
      expect(await t.database.db.selectFrom('outbox_messages').select('id').execute()).toEqual(before);
    });

    it('voids the previous code when a new one is sent', async () => {
      await send('send-2');
      const first = await lastCodeSentTo('send-2');
      await send('send-2');
      const second = await lastCodeSentTo('send-2');

      const old = await verify('send-2', { verificationCode: first });
      if (first !== second) {
        expect(old.statusCode).toBe(400);
        expect(old.json()).toEqual({ message: AccountVerificationMessages.codeMismatch });
      }
      const rows = await codesOf('send-2');
      expect(rows.map((row) => row.voided_at !== null)).toEqual([true, false]);
      expect((await verify('send-2', { verificationCode: second })).statusCode).toBe(204);
    });

    it('answers 429 with Retry-After once the send limit is reached, without sending', async () => {
      for (let index = 0; index < ACCOUNT_CODE_RULES.sendLimit; index += 1) expect((await send('send-3')).statusCode).toBe(200);
      const codesBefore = await codesOf('send-3');

      const response = await send('send-3');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: AccountVerificationMessages.tooManySends });
      const retryAfter = Number(response.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_CODE_RULES.sendWindowSeconds);
      expect(await mailsTo('send-3')).toHaveLength(ACCOUNT_CODE_RULES.sendLimit);
      expect(await codesOf('send-3')).toEqual(codesBefore);
    });

    it('sends again once the window has passed', async () => {
      for (let index = 0; index < ACCOUNT_CODE_RULES.sendLimit; index += 1) await send('send-4');
      expect((await send('send-4')).statusCode).toBe(429);
      await sql`update member_codes set created_at = created_at - make_interval(secs => ${ACCOUNT_CODE_RULES.sendWindowSeconds})`.execute(t.database.db);
      expect((await send('send-4')).statusCode).toBe(200);
    });

    it('keeps to the limit when sends race each other', async () => {
      const responses = await Promise.all(Array.from({ length: ACCOUNT_CODE_RULES.sendLimit + 3 }, () => send('send-5')));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_CODE_RULES.sendLimit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
      expect(await mailsTo('send-5')).toHaveLength(ACCOUNT_CODE_RULES.sendLimit);
    });

    it('answers 409 to a verified member and sends nothing', async () => {
      await send('send-6');
      await verify('send-6', { verificationCode: await lastCodeSentTo('send-6') });
      const response = await send('send-6');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: AccountVerificationMessages.alreadyVerified });
      expect(await mailsTo('send-6')).toHaveLength(1);
    });

    it('answers 424 and keeps no code when the e-mail cannot be queued', async () => {
      await send('send-7');
      const before = await codesOf('send-7');
      // NOT VALID: the code already sent stays; only new messages to this member are refused.
      await sql`alter table outbox_messages add constraint refuse_send_7 check (recipient <> ${sql.lit(emailOf('send-7'))}) not valid`.execute(
        t.database.db,
      );
      try {
        const response = await send('send-7');
        expect(response.statusCode).toBe(424);
        expect(response.json()).toEqual({ message: AccountVerificationMessages.notQueued });
        // Rolled back as a whole: the previous code is still the live one.
        expect(await codesOf('send-7')).toEqual(before);
      } finally {
        await sql`alter table outbox_messages drop constraint refuse_send_7`.execute(t.database.db);
      }
    });
  });

  describe('POST /api/me/verify', () => {
    it('verifies the account with the e-mailed code, in any letter case', async () => {
      await send('verify-1');
      const response = await verify('verify-1', { verificationCode: (await lastCodeSentTo('verify-1')).toLowerCase() });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await member('verify-1')).is_verified).toBe(true);
      const [row] = await codesOf('verify-1');
      expect(row!.used_at).not.toBeNull();

      const profile = await t.app.inject({ method: 'GET', url: '/api/me', headers: await auth('verify-1') });
      expect(profile.json().isVerified).toBe(true);
    });

    it('answers 400 with the required message to a wrong code and counts the attempt', async () => {
      await send('verify-2');
      const response = await verify('verify-2', { verificationCode: wrongCodeFor(await lastCodeSentTo('verify-2')) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AccountVerificationMessages.codeMismatch });
      expect((await member('verify-2')).is_verified).toBe(false);
      expect((await codesOf('verify-2'))[0]!.attempts).toBe(1);
    });

    it('voids the code after the allowed wrong attempts, so even the right code fails then', async () => {
      await send('verify-3');
      const code = await lastCodeSentTo('verify-3');
      for (let index = 0; index < ACCOUNT_CODE_RULES.maxAttempts; index += 1) {
        expect((await verify('verify-3', { verificationCode: wrongCodeFor(code) })).statusCode).toBe(400);
      }
      const response = await verify('verify-3', { verificationCode: code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AccountVerificationMessages.codeMismatch });
      expect((await member('verify-3')).is_verified).toBe(false);
      expect((await codesOf('verify-3'))[0]).toMatchObject({ attempts: ACCOUNT_CODE_RULES.maxAttempts });
      expect((await codesOf('verify-3'))[0]!.voided_at).not.toBeNull();
    });

    it('refuses an expired code without counting it', async () => {
      await send('verify-4');
      const code = await lastCodeSentTo('verify-4');
      await sql`update member_codes set expires_at = now() - interval '1 second'`.execute(t.database.db);
      const response = await verify('verify-4', { verificationCode: code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AccountVerificationMessages.codeMismatch });
      expect((await member('verify-4')).is_verified).toBe(false);
      expect((await codesOf('verify-4'))[0]).toMatchObject({ attempts: 0, used_at: null });
    });

    it('answers 400 when no code was ever sent', async () => {
      const response = await verify('verify-5', { verificationCode: 'ABCDEF' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AccountVerificationMessages.codeMismatch });
      expect((await member('verify-5')).is_verified).toBe(false);
    });

    it("does not accept another member's code", async () => {
      await send('verify-6a');
      await send('verify-6b');
      const response = await verify('verify-6b', { verificationCode: await lastCodeSentTo('verify-6a') });
      // Codes are random; in the 1-in-a-billion case both members drew the same one.
      if ((await lastCodeSentTo('verify-6a')) !== (await lastCodeSentTo('verify-6b'))) expect(response.statusCode).toBe(400);
      expect((await member('verify-6a')).is_verified).toBe(false);
    });

    it('answers 409 to a replay of a used code and changes nothing', async () => {
      await send('verify-7');
      const code = await lastCodeSentTo('verify-7');
      expect((await verify('verify-7', { verificationCode: code })).statusCode).toBe(204);
      const rowsBefore = await codesOf('verify-7');
      const replay = await verify('verify-7', { verificationCode: code });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ message: AccountVerificationMessages.alreadyVerified });
      expect(await codesOf('verify-7')).toEqual(rowsBefore);
    });

    it.each([
      ['no body', undefined],
      ['an empty object', {}],
      ['a number', { verificationCode: 123456 }],
      ['null', { verificationCode: null }],
      ['five characters', { verificationCode: 'ABCDE' }],
      ['seven characters', { verificationCode: 'ABCDEFG' }],
      ['punctuation', { verificationCode: 'ABC-EF' }],
    ])('answers 400 naming the field for %s and changes nothing', async (_label, payload) => {
      await send('verify-8');
      const rowsBefore = await codesOf('verify-8');
      const response = await verify('verify-8', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request is not valid.');
      if (payload !== undefined) expect(response.json().errors).toEqual({ verificationCode: [AccountVerificationMessages.codeFormat] });
      expect(await codesOf('verify-8')).toEqual(rowsBefore);
      expect((await member('verify-8')).is_verified).toBe(false);
      await sql`delete from member_codes`.execute(t.database.db);
    });

    it('answers 401 to a visitor', async () => {
      const response = await verify(undefined, { verificationCode: 'ABCDEF' });
      expect(response.statusCode).toBe(401);
    });
  });
});
