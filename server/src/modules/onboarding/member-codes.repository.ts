import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { MemberCodePurpose, MemberCodeRow } from './member-codes.table.ts';

/** SQL of the member_codes table; build it on the caller's transaction so each flow is atomic. */
export function createMemberCodesRepository(db: Executor) {
  return {
    /** Serialises code requests of one member, so concurrent sends cannot slip past the send limit. */
    async lockMember(memberId: string): Promise<void> {
      await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    },

    /** How many codes were sent since `since`, and when the oldest of them went. */
    async sendsSince(memberId: string, purpose: MemberCodePurpose, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const row = await db
        .selectFrom('member_codes')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<Date | null>('created_at').as('oldest')])
        .where('member_id', '=', memberId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
    },

    /** The newest code of any state: the previous student address is read from it. */
    async latest(memberId: string, purpose: MemberCodePurpose): Promise<MemberCodeRow | undefined> {
      return db
        .selectFrom('member_codes')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The newest code that still works at `at`: neither used, voided nor expired. */
    async findWorking(memberId: string, purpose: MemberCodePurpose, at: Date): Promise<MemberCodeRow | undefined> {
      return db
        .selectFrom('member_codes')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The code that may still be used (neither used nor voided), locked for the check. */
    async findLiveForUpdate(memberId: string, purpose: MemberCodePurpose): Promise<MemberCodeRow | undefined> {
      return db
        .selectFrom('member_codes')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    async voidLive(memberId: string, purpose: MemberCodePurpose): Promise<void> {
      await db
        .updateTable('member_codes')
        .set({ voided_at: sql`now()` })
        .where('member_id', '=', memberId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .execute();
    },

    async insert(
      code: { memberId: string; purpose: MemberCodePurpose; codeHash: string; sentTo: string; expiresAt: Date },
    ): Promise<MemberCodeRow> {
      return db
        .insertInto('member_codes')
        .values({
          member_id: code.memberId,
          purpose: code.purpose,
          code_hash: code.codeHash,
          sent_to: code.sentTo,
          expires_at: code.expiresAt,
          used_at: null,
          voided_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Counts a wrong guess; the guess that reaches the limit voids the code. */
    async recordWrongAttempt(id: string, maxAttempts: number): Promise<void> {
      await db
        .updateTable('member_codes')
        .set({
          attempts: sql`attempts + 1`,
          voided_at: sql`case when attempts + 1 >= ${maxAttempts} then now() else voided_at end`,
        })
        .where('id', '=', id)
        .execute();
    },

    async markUsed(id: string): Promise<void> {
      await db.updateTable('member_codes').set({ used_at: sql`now()` }).where('id', '=', id).execute();
    },
  };
}
export type MemberCodesRepository = ReturnType<typeof createMemberCodesRepository>;
