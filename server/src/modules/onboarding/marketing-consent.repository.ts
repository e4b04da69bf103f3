import { type ConsentEvent, type ConsentSource, MARKETING_CONSENT } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The consent to marketing e-mails in force (members.mailing_consent_at) and its history
 * (consent_events). Build it on a transaction: the change and its record are stored together.
 */
export function createMarketingConsentRepository(db: Executor) {
  return {
    /**
     * Gives or withdraws the consent; a change is recorded with the current wording, when and where, and a
     * repeat changes nothing (a second grant keeps the first one's time). Whether anything changed.
     */
    async set(memberId: string, granted: boolean, source: ConsentSource): Promise<boolean> {
      const changed = await db
        .updateTable('members')
        .set({ mailing_consent_at: granted ? sql<Date>`now()` : null, updated_at: sql`now()` })
        .where('id', '=', memberId)
        .where('mailing_consent_at', granted ? 'is' : 'is not', null)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await db
        .insertInto('consent_events')
        .values({ member_id: memberId, purpose: 'marketing-email', granted, wording_version: MARKETING_CONSENT.version, wording: MARKETING_CONSENT.wording, source })
        .execute();
      return true;
    },

    /** Every grant and withdrawal of the member, oldest first. */
    async history(memberId: string): Promise<ConsentEvent[]> {
      const rows = await db.selectFrom('consent_events').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
      return rows.map((row) => ({ granted: row.granted, wording: row.wording, wordingVersion: row.wording_version, source: row.source, at: row.created_at.toISOString() }));
    },
  };
}
export type MarketingConsentRepository = ReturnType<typeof createMarketingConsentRepository>;
