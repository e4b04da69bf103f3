import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type NewOutboxMessage, createOutboxRepository } from '../outbox/outbox.repository.ts';
import { codeMatches, generateCode, hashCode } from '../one-time-codes/one-time-code.ts';
import type { CodeRules } from './code-rules.ts';
import { createMemberCodesRepository } from './member-codes.repository.ts';

/** The message carrying a code could not be stored in the outbox; nothing of the send was kept. */
export class MessageNotQueuedError extends Error {
  override readonly name = 'MessageNotQueuedError';
}

export type IssueResult = { kind: 'sent'; expiresAt: Date } | { kind: 'rate-limited'; retryAfterSeconds: number };

export interface IssueRequest {
  memberId: string;
  rules: CodeRules;
  /** E-mail unless said otherwise; an SMS goes to an E.164 number. */
  channel?: 'email' | 'sms';
  sentTo: string;
  /** The message for a freshly drawn code. */
  compose: (code: string) => Omit<NewOutboxMessage, 'to' | 'channel'> | Promise<Omit<NewOutboxMessage, 'to' | 'channel'>>;
  /** Further changes stored in the same transaction as the code and its message. */
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>;
}

export type CheckResult = 'matched' | 'mismatch' | 'expired' | 'none';

/** The codes members receive by e-mail (account verification, student link): drawn, sent and checked. */
export function createMemberCodeService(db: Kysely<Database>) {
  return {
    /**
     * Draws a new code, voids the member's previous one and queues the e-mail carrying it, all in one
     * transaction: a member never holds a code nobody sent, nor receives one that was not stored.
     */
    async issue(request: IssueRequest): Promise<IssueResult> {
      const { memberId, rules } = request;
      return db.transaction().execute(async (trx) => {
        const codes = createMemberCodesRepository(trx);
        await codes.lockMember(memberId);
        const now = Date.now();
        const windowStart = new Date(now - rules.sendWindowSeconds * 1000);
        const sends = await codes.sendsSince(memberId, rules.purpose, windowStart);
        if (sends.count >= rules.sendLimit) {
          const freeAt = (sends.oldest?.getTime() ?? now) + rules.sendWindowSeconds * 1000;
          return { kind: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
        }

        await codes.voidLive(memberId, rules.purpose);
        const code = generateCode(rules.alphabet, rules.length);
        const expiresAt = new Date(now + rules.ttlSeconds * 1000);
        const row = await codes.insert({ memberId, purpose: rules.purpose, codeHash: await hashCode(code), sentTo: request.sentTo, expiresAt });
        await request.alsoInTransaction?.(trx);
        try {
          await createOutboxRepository(trx).enqueue({
            channel: request.channel ?? 'email',
            kind: 'member_code',
            to: request.sentTo,
            idempotencyKey: `member-code:${row.id}`,
            ...(await request.compose(code)),
          });
        } catch (cause) {
          throw new MessageNotQueuedError('The e-mail could not be queued', { cause });
        }
        return { kind: 'sent', expiresAt };
      });
    },

    /**
     * Checks a code against the member's live one. A wrong guess is counted (and the last allowed guess
     * voids the code); a match uses the code up and runs `onMatch` in the same transaction.
     */
    async check(request: { memberId: string; rules: CodeRules; code: string; onMatch: (trx: Transaction<Database>) => Promise<void> }): Promise<CheckResult> {
      const { memberId, rules } = request;
      return db.transaction().execute(async (trx) => {
        const codes = createMemberCodesRepository(trx);
        const live = await codes.findLiveForUpdate(memberId, rules.purpose);
        if (!live || live.attempts >= rules.maxAttempts) return 'none';
        if (new Date(live.expires_at).getTime() <= Date.now()) return 'expired';
        if (!(await codeMatches(request.code, live.code_hash))) {
          await codes.recordWrongAttempt(live.id, rules.maxAttempts);
          return 'mismatch';
        }
        await codes.markUsed(live.id);
        await request.onMatch(trx);
        return 'matched';
      });
    },

    /** The newest code of any state: the previous student address is read from it. */
    latest: (memberId: string, rules: CodeRules) => createMemberCodesRepository(db).latest(memberId, rules.purpose),
  };
}
export type MemberCodeService = ReturnType<typeof createMemberCodeService>;
