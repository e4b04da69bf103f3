import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Link codes are stored as their SHA-256: 128 random bits need no salt, and a dump reveals no link. */
export function hashSignupCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export interface CompletedMobileSignup {
  /** E.164. */
  mobileNumber: string;
  registrationSourceId: number;
}

export function createMobileSignupsRepository(db: Executor) {
  return {
    /** True when a member holds this number verified, or a sign-up for it was completed; a typed, unproven number does not count. */
    async isMobileRegistered(mobileNumber: string): Promise<boolean> {
      const member = await db
        .selectFrom('members')
        .select('id')
        .where('mobile_number', '=', mobileNumber)
        .where('mobile_verified_at', 'is not', null)
        .executeTakeFirst();
      if (member) return true;
      const completed = await db
        .selectFrom('mobile_signups')
        .select('id')
        .where('mobile_number', '=', mobileNumber)
        .where('consumed_at', 'is not', null)
        .executeTakeFirst();
      return completed !== undefined;
    },

    /** The newest unexpired, unused sign-up for a number. */
    findPending(mobileNumber: string) {
      return db
        .selectFrom('mobile_signups')
        .select(['id', 'created_at', 'expires_at'])
        .where('mobile_number', '=', mobileNumber)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insert(values: { code: string; mobileNumber: string; registrationSourceId: number; expiresAt: Date }): Promise<string> {
      const row = await db
        .insertInto('mobile_signups')
        .values({
          code_hash: hashSignupCode(values.code),
          mobile_number: values.mobileNumber,
          registration_source_id: values.registrationSourceId,
          expires_at: values.expiresAt,
          consumed_at: null,
          member_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Completes the pending sign-up behind a /m/{verificationCode} link for the member who signed in with
     * it. A code works once and only before it expires; returns undefined otherwise. Call it in the
     * transaction that stores the number on the member.
     */
    async complete({ verificationCode, memberId }: { verificationCode: string; memberId: string }): Promise<CompletedMobileSignup | undefined> {
      const row = await db
        .updateTable('mobile_signups')
        .set({ consumed_at: sql`now()`, member_id: memberId })
        .where('code_hash', '=', hashSignupCode(verificationCode))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['mobile_number', 'registration_source_id'])
        .executeTakeFirst();
      return row && { mobileNumber: row.mobile_number, registrationSourceId: row.registration_source_id };
    },
  };
}
export type MobileSignupsRepository = ReturnType<typeof createMobileSignupsRepository>;
