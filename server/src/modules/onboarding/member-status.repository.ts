import { type Kysely, type Transaction, sql } from 'kysely';
import type { StudentVerification } from '@venue-pass/contracts';
import type { Database } from '../../db/database.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The onboarding columns of members. */
export const memberStatus = {
  async markVerified(db: Executor, memberId: string): Promise<void> {
    await db.updateTable('members').set({ is_verified: true, updated_at: sql`now()` }).where('id', '=', memberId).execute();
  },

  /** Keeps the first consent's time: repeating the call records nothing new. */
  async recordMailingConsent(db: Executor, memberId: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ mailing_consent_at: sql`coalesce(mailing_consent_at, now())`, updated_at: sql`now()` })
      .where('id', '=', memberId)
      .execute();
  },

  async setStudentVerification(db: Executor, memberId: string, status: StudentVerification): Promise<void> {
    await db
      .updateTable('members')
      .set({ student_verification: status, updated_at: sql`now()` })
      .where('id', '=', memberId)
      .execute();
  },
};
