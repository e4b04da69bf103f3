import { type ConsentEvent, type ConsentPurpose, type ConsentSource, MARKETING_CONSENT, WEEKLY_DIGEST_CONSENT } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Per purpose: the members column holding the time of the consent in force, and the words it is given to. */
const PURPOSES = {
  'marketing-email': { column: 'mailing_consent_at', words: MARKETING_CONSENT },
  'weekly-digest': { column: 'weekly_digest_at', words: WEEKLY_DIGEST_CONSENT },
} as const satisfies Record<ConsentPurpose, { column: string; words: { version: string; wording: string } }>;

/**
 * The member's consents in force (marketing e-mails in members.mailing_consent_at, the weekly digest in
 * members.weekly_digest_at) and their history (consent_events). Build it on a transaction: the change
 * and its record are stored together.
 */
export function createConsentRepository(db: Executor) {
  return {
    /**
     * Gives or withdraws a consent; a change is recorded with the current wording, when and where, and a
     * repeat changes nothing (a second grant keeps the first one's time). Whether anything changed.
     */
    async set(memberId: string, purpose: ConsentPurpose, granted: boolean, source: ConsentSource): Promise<boolean> {
      const { column, words } = PURPOSES[purpose];
      const changed = await db
        .updateTable('members')
        .set({ [column]: granted ? sql<Date>`now()` : null, updated_at: sql`now()` })
        .where('id', '=', memberId)
        .where(column, granted ? 'is' : 'is not', null)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await db
        .insertInto('consent_events')
        .values({ member_id: memberId, purpose, granted, wording_version: words.version, wording: words.wording, source })
        .execute();
      return true;
    },

    /** Every grant and withdrawal of the member, oldest first. */
    async history(memberId: string): Promise<ConsentEvent[]> {
      const rows = await db.selectFrom('consent_events').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
      return rows.map((row) => ({
        purpose: row.purpose,
        granted: row.granted,
        wording: row.wording,
        wordingVersion: row.wording_version,
        source: row.source,
        at: row.created_at.toISOString(),
      }));
    },
  };
}
export type ConsentRepository = ReturnType<typeof createConsentRepository>;
