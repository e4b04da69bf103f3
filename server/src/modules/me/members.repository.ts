import type { StudentVerification } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Principal } from '../auth/token-verifier.ts';
import type { MemberRow } from './members.table.ts';
import type { ProfileChanges } from './profile-rules.ts';

/** SQL of the members table: who a signed-in caller is, their profile and their onboarding steps. */
export function createMembersRepository(db: Executor) {
  function findByPrincipal(principal: Principal): Promise<MemberRow | undefined> {
    return db
      .selectFrom('members')
      .selectAll()
      .where('issuer', '=', principal.issuer)
      .where('subject', '=', principal.subject)
      .executeTakeFirst();
  }

  return {
    findByPrincipal,

    /**
     * The member behind a token, created from its claims on the first call. Members who exist cost one
     * read; ON CONFLICT makes two first calls racing each other end with one member.
     */
    async findOrCreate(principal: Principal): Promise<MemberRow> {
      const existing = await findByPrincipal(principal);
      if (existing) return existing;
      await db
        .insertInto('members')
        .values({
          issuer: principal.issuer,
          subject: principal.subject,
          email: principal.email,
          first_name: principal.givenName,
          last_name: principal.familyName,
        })
        .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
        .execute();
      return (await findByPrincipal(principal))!;
    },

    /** Writes every profile field in one statement, so a change is never half applied. */
    async updateProfile(memberId: string, changes: ProfileChanges): Promise<MemberRow> {
      const { birthday, ...member } = await db
        .updateTable('members')
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          date_of_birth: changes.dateOfBirth,
          mobile_number: changes.mobileNumber,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', memberId)
        .returningAll()
        // Read back as text: a DATE must never turn into a JS Date, whichever driver or parser is in use.
        .returning(sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('birthday'))
        .executeTakeFirstOrThrow();
      return { ...member, date_of_birth: birthday };
    },

    /** Gives the member a number from a completed mobile sign-up, unless they already gave one; true when it did. */
    async setMobileNumberIfEmpty(memberId: string, mobileNumber: string): Promise<boolean> {
      const updated = await db
        .updateTable('members')
        .set({ mobile_number: mobileNumber, updated_at: sql<Date>`now()` })
        .where('id', '=', memberId)
        .where('mobile_number', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async markVerified(memberId: string): Promise<void> {
      await db.updateTable('members').set({ is_verified: true, updated_at: sql`now()` }).where('id', '=', memberId).execute();
    },

    /** Keeps the first consent's time: repeating the call records nothing new. */
    async recordMailingConsent(memberId: string): Promise<void> {
      await db
        .updateTable('members')
        .set({ mailing_consent_at: sql`coalesce(mailing_consent_at, now())`, updated_at: sql`now()` })
        .where('id', '=', memberId)
        .execute();
    },

    async setStudentVerification(memberId: string, status: StudentVerification): Promise<void> {
      await db.updateTable('members').set({ student_verification: status, updated_at: sql`now()` }).where('id', '=', memberId).execute();
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
