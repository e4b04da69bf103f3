import type { WeeklyDigest } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MemberRow } from '../me/members.table.ts';
import { createConsentRepository } from '../onboarding/consent.repository.ts';
import { createWeeklyDigestRepository } from './weekly-digest.repository.ts';

/** The member's weekly digest setting in My Account. */
export function createWeeklyDigestService(db: Kysely<Database>) {
  return {
    stateOf: (member: MemberRow): Promise<WeeklyDigest> => createWeeklyDigestRepository(db).stateOf(member.id),

    /** Asks for the digest or stops it, recorded with its words like the marketing consent; a repeat changes nothing. */
    async set(member: MemberRow, subscribed: boolean): Promise<WeeklyDigest> {
      await db.transaction().execute((trx) => createConsentRepository(trx).set(member.id, 'weekly-digest', subscribed, 'my-account'));
      return createWeeklyDigestRepository(db).stateOf(member.id);
    },
  };
}
export type WeeklyDigestService = ReturnType<typeof createWeeklyDigestService>;
