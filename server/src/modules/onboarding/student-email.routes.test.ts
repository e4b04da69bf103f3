import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CodeSentSchema, type StudentVerification, StudentEmailMessages } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { STUDENT_LINK_RULES } from './code-rules.ts';

const PUBLIC_URL = 'http://localhost:8080';
const LINK = new RegExp(`${PUBLIC_URL}/student-verification/([A-Za-z0-9]{16})(?:\\s|$)`);

describe('student e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  const headers = async (sub?: string) => (sub ? { authorization: `Bearer ${await t.sign({ sub, given_name: 'Ada' })}` } : {});
  const submit = async (sub: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/me/student-email', headers: await headers(sub), ...(payload === undefined ? {} : { payload: payload as object }) });
  const confirm = async (sub: string | undefined, query: string) =>
    t.app.inject({ method: 'POST', url: `/api/me/student-confirmation${query}`, headers: await headers(sub) });
  const statusOf = async (sub: string) =>
    (await t.database.db.selectFrom('members').select('student_verification').where('subject', '=', sub).executeTakeFirstOrThrow())
      .student_verification;
  /** Creates the member (as their first GET /me would) in the given state. */
  async function memberIn(sub: string, status: StudentVerification) {
    await t.app.inject({ method: 'GET', url: '/api/me', headers: await headers(sub) });
    await t.database.db.updateTable('members').set({ student_verification: status }).where('subject', '=', sub).execute();
  }
  const codesOf = (sub: string) =>
    t.database.db
      .selectFrom('member_codes')
      .innerJoin('members', 'members.id', 'member_codes.member_id')
      .selectAll('member_codes')
      .where('members.subject', '=', sub)
      .orderBy('member_codes.created_at')
      .execute();
  const mailsTo = (address: string) =>
    t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', address).orderBy('created_at').execute();
  async function lastLinkCode(address: string): Promise<string> {
    const code = LINK.exec((await mailsTo(address)).at(-1)?.body_text ?? '')?.[1];
    if (!code) throw new Error(`no link e-mailed to ${address}`);
    return code;
  }
  const otherCode = (code: string) => (code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`);

  describe('POST /api/me/student-email', () => {
    it('e-mails a 16-character link and waits for its confirmation', async () => {
      await memberIn('student-1', 'PendingEmailAddress');
      const response = await submit('student-1', { emailAddress: ' ada@ox.ac.uk ' });
      expect(response.statusCode).toBe(200);
      expect(CodeSentSchema.parse(response.json()).sentTo).toBe('ada@ox.ac.uk');

      const mails = await mailsTo('ada@ox.ac.uk');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Confirm your student e-mail address' });
      const code = await lastLinkCode('ada@ox.ac.uk');
      expect(await statusOf('student-1')).toBe('PendingConfirmation');
      const [row] = await codesOf('student-1');
      expect(row).toMatchObject({ purpose: 'student_email', sent_to: 'ada@ox.ac.uk' });
      expect(row!.code_hash).not.toContain(code);
      const lifetime = new Date(row!.expires_at).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(STUDENT_LINK_RULES.ttlSeconds * 1000 - 60_000);
    });

    it.each<[StudentVerification]>([['NotRequired'], ['Verified']])(
      'answers 410 when the member is %s and sends nothing',
      async (status) => {
        const sub = `student-410-${status}`;
        await memberIn(sub, status);
        const response = await submit(sub, { emailAddress: `${sub}@ox.ac.uk` });
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ message: StudentEmailMessages.noCurrentVerification });
        expect(await mailsTo(`${sub}@ox.ac.uk`)).toHaveLength(0);
        expect(await statusOf(sub)).toBe(status);
      },
    );

    it.each(['ada@gmail.com', 'ada@ac.uk', 'not-an-address'])('answers 417 to %s and changes nothing', async (address) => {
      await memberIn('student-417', 'PendingEmailAddress');
      const response = await submit('student-417', { emailAddress: address });
      expect(response.statusCode).toBe(417);
      expect(response.json()).toEqual({ message: StudentEmailMessages.notStudentAddress });
      expect(await statusOf('student-417')).toBe('PendingEmailAddress');
      expect(await codesOf('student-417')).toHaveLength(0);
    });

    it('answers 409 to a different address than the one submitted before', async () => {
      await memberIn('student-2', 'PendingEmailAddress');
      await submit('student-2', { emailAddress: 'grace@mit.edu' });
      const response = await submit('student-2', { emailAddress: 'grace@harvard.edu' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: StudentEmailMessages.addressChanged });
      expect(await mailsTo('grace@harvard.edu')).toHaveLength(0);
      expect(await codesOf('student-2')).toHaveLength(1);
    });

    it('sends a new link to the same address (in any case) and voids the old one', async () => {
      await memberIn('student-3', 'PendingEmailAddress');
      await submit('student-3', { emailAddress: 'kiri@auckland.ac.nz' });
      const first = await lastLinkCode('kiri@auckland.ac.nz');
      expect((await submit('student-3', { emailAddress: 'Kiri@Auckland.ac.nz' })).statusCode).toBe(200);
      expect((await codesOf('student-3')).map((row) => row.voided_at !== null)).toEqual([true, false]);
      const old = await confirm('student-3', `?verificationCode=${first}`);
      expect(old.statusCode).toBe(400);
      expect(await statusOf('student-3')).toBe('PendingConfirmation');
    });

    it('answers 424 and keeps nothing when the e-mail cannot be queued', async () => {
      await memberIn('student-4', 'PendingEmailAddress');
      // NOT VALID: earlier rows stay; only new messages to this address are refused.
      await sql`alter table outbox_messages add constraint refuse_student_4 check (recipient <> 'bruce@unimelb.edu.au') not valid`.execute(
        t.database.db,
      );
      try {
        const response = await submit('student-4', { emailAddress: 'bruce@unimelb.edu.au' });
        expect(response.statusCode).toBe(424);
        expect(response.json()).toEqual({ message: StudentEmailMessages.notQueued });
        expect(await statusOf('student-4')).toBe('PendingEmailAddress');
        expect(await codesOf('student-4')).toHaveLength(0);
      } finally {
        await sql`alter table outbox_messages drop constraint refuse_student_4`.execute(t.database.db);
      }
    });

    it('answers 429 with Retry-After once the send limit is reached', async () => {
      await memberIn('student-5', 'PendingEmailAddress');
      for (let index = 0; index < STUDENT_LINK_RULES.sendLimit; index += 1) {
        expect((await submit('student-5', { emailAddress: 'yuki@u-tokyo.ac.jp' })).statusCode).toBe(200);
      }
      const response = await submit('student-5', { emailAddress: 'yuki@u-tokyo.ac.jp' });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: StudentEmailMessages.tooManySends });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailsTo('yuki@u-tokyo.ac.jp')).toHaveLength(STUDENT_LINK_RULES.sendLimit);
    });

    it.each([
      ['no body', undefined],
      ['no address', {}],
      ['a number', { emailAddress: 42 }],
      ['an empty address', { emailAddress: '   ' }],
      ['an over-long address', { emailAddress: `${'a'.repeat(250)}@ox.ac.uk` }],
    ])('answers 400 for %s and changes nothing', async (_label, payload) => {
      await memberIn('student-400', 'PendingEmailAddress');
      const response = await submit('student-400', payload);
      expect(response.statusCode).toBe(400);
      if (payload !== undefined) expect(Object.keys(response.json().errors)).toEqual(['emailAddress']);
      expect(await statusOf('student-400')).toBe('PendingEmailAddress');
      expect(await codesOf('student-400')).toHaveLength(0);
    });

    it('answers 401 to a visitor', async () => {
      expect((await submit(undefined, { emailAddress: 'ada@ox.ac.uk' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/me/student-confirmation', () => {
    it('confirms the address with the code from the link; a replay answers 410', async () => {
      await memberIn('confirm-1', 'PendingEmailAddress');
      await submit('confirm-1', { emailAddress: 'wei@pku.edu.cn' });
      const code = await lastLinkCode('wei@pku.edu.cn');

      const response = await confirm('confirm-1', `?verificationCode=${code}`);
      expect(response.statusCode).toBe(204);
      expect(await statusOf('confirm-1')).toBe('Verified');
      const profile = await t.app.inject({ method: 'GET', url: '/api/me', headers: await headers('confirm-1') });
      expect(profile.json().studentVerification).toBe('Verified');

      const replay = await confirm('confirm-1', `?verificationCode=${code}`);
      expect(replay.statusCode).toBe(410);
      expect(replay.json()).toEqual({ message: StudentEmailMessages.noCurrentVerification });
      expect(await statusOf('confirm-1')).toBe('Verified');
    });

    it('answers 400 to a wrong code, counts it, and voids the link after the allowed attempts', async () => {
      await memberIn('confirm-2', 'PendingEmailAddress');
      await submit('confirm-2', { emailAddress: 'sean@tcd.ie' });
      const code = await lastLinkCode('sean@tcd.ie');
      for (let index = 0; index < STUDENT_LINK_RULES.maxAttempts; index += 1) {
        const wrong = await confirm('confirm-2', `?verificationCode=${otherCode(code)}`);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({ message: StudentEmailMessages.linkNotValid });
      }
      const right = await confirm('confirm-2', `?verificationCode=${code}`);
      expect(right.statusCode).toBe(410);
      expect(await statusOf('confirm-2')).toBe('PendingConfirmation');
      expect((await codesOf('confirm-2'))[0]!.voided_at).not.toBeNull();
    });

    it('answers 410 to an expired link and asks for the address again', async () => {
      await memberIn('confirm-3', 'PendingEmailAddress');
      await submit('confirm-3', { emailAddress: 'anna@ethz.ch' });
      const code = await lastLinkCode('anna@ethz.ch');
      await sql`update member_codes set expires_at = now() - interval '1 second' where sent_to = 'anna@ethz.ch'`.execute(t.database.db);
      const response = await confirm('confirm-3', `?verificationCode=${code}`);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: StudentEmailMessages.linkExpired });
      expect(await statusOf('confirm-3')).toBe('PendingEmailAddress');
      expect((await codesOf('confirm-3'))[0]).toMatchObject({ attempts: 0, used_at: null });
    });

    it('answers 410 when there is nothing to confirm', async () => {
      await memberIn('confirm-4', 'NotRequired');
      const response = await confirm('confirm-4', `?verificationCode=${'A'.repeat(16)}`);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: StudentEmailMessages.noCurrentVerification });
      expect(await statusOf('confirm-4')).toBe('NotRequired');
    });

    it.each([
      ['no code', ''],
      ['an empty code', '?verificationCode='],
      ['15 characters', `?verificationCode=${'A'.repeat(15)}`],
      ['17 characters', `?verificationCode=${'A'.repeat(17)}`],
      ['punctuation', `?verificationCode=${'A'.repeat(15)}-`],
    ])('answers 400 naming the code for %s and changes nothing', async (_label, query) => {
      await memberIn('confirm-5', 'PendingConfirmation');
      const response = await confirm('confirm-5', query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['verificationCode']);
      expect(await statusOf('confirm-5')).toBe('PendingConfirmation');
    });

    it('answers 401 to a visitor', async () => {
      expect((await confirm(undefined, `?verificationCode=${'A'.repeat(16)}`)).statusCode).toBe(401);
    });
  });
});
