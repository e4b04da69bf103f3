import type { StudentVerification } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Principal } from '../auth/token-verifier.ts';
import type { MemberRow } from './members.table.ts';
import type { ProfileChanges } from './profile-rules.ts';

/** A member as the member routes start from them. */
export interface MemberState {
  member: MemberRow;
  hasPhoto: boolean;
}

/** SQL of the members table: who a signed-in caller is, their profile and their onboarding steps. */
export function createMembersRepository(db: Executor) {
  /** Members and whether each has a photo, in one read. */
  function states() {
    return db
      .selectFrom('members')
      .selectAll('members')
      .select(sql<boolean>`exists (select 1 from member_photos where member_photos.member_id = members.id)`.as('has_photo'));
  }

  function stateOf(row: MemberRow & { has_photo: boolean }): MemberState {
    const { has_photo: hasPhoto, ...member } = row;
    return { member, hasPhoto };
  }

  async function findStateByPrincipal(principal: Principal): Promise<MemberState | undefined> {
    const row = await states().where('issuer', '=', principal.issuer).where('subject', '=', principal.subject).executeTakeFirst();
    return row && stateOf(row);
  }

  return {
    /** The member with this id and whether they have a photo, in one read. */
    async findState(id: string): Promise<MemberState | undefined> {
      const row = await states().where('members.id', '=', id).executeTakeFirst();
      return row && stateOf(row);
    },

    /**
     * The member behind a token and whether they have a photo, created from its claims on the first call.
     * Members who exist cost one read; ON CONFLICT makes two first calls racing each other end with one member.
     */
    async findOrCreate(principal: Principal): Promise<MemberState> {
      const existing = await findStateByPrincipal(principal);
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
      return (await findStateByPrincipal(principal))!;
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
          // A changed number is unproven again; in SET, mobile_number still reads the stored value.
          mobile_verified_at: sql<Date | null>`case when mobile_number = ${changes.mobileNumber} then mobile_verified_at end`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', memberId)
        .returningAll()
        // Read back as text: a DATE must never turn into a JS Date, whichever driver or parser is in use.
        .returning(sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('birthday'))
        .executeTakeFirstOrThrow();
      return { ...member, date_of_birth: birthday };
    },

    /**
     * Gives the member the number a completed mobile sign-up proved, verified, unless they already gave
     * another one or another member holds it verified.
     */
    async takeSignupMobileNumber(memberId: string, mobileNumber: string): Promise<void> {
      await db
        .updateTable('members')
        .set({ mobile_number: mobileNumber, mobile_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', memberId)
        .where((eb) => eb.or([eb('mobile_number', 'is', null), eb('mobile_number', '=', mobileNumber)]))
        .where('mobile_verified_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('members as holder').select('holder.id').where('holder.mobile_number', '=', mobileNumber).where('holder.mobile_verified_at', 'is not', null))),
        )
        .execute();
    },

    /** Whether another member holds this number verified. */
    async isMobileVerifiedByAnother(memberId: string, mobileNumber: string): Promise<boolean> {
      const holder = await db
        .selectFrom('members')
        .select('id')
        .where('mobile_number', '=', mobileNumber)
        .where('mobile_verified_at', 'is not', null)
        .where('id', '<>', memberId)
        .executeTakeFirst();
      return holder !== undefined;
    },

    /** Marks the member's current number verified, if it is still `mobileNumber`; the unique index keeps it one member's. */
    async markMobileVerified(memberId: string, mobileNumber: string): Promise<void> {
      await db
        .updateTable('members')
        .set({ mobile_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', memberId)
        .where('mobile_number', '=', mobileNumber)
        .execute();
    },

    async clearPhotoRequirement(memberId: string): Promise<void> {
      await db.updateTable('members').set({ require_photo_upload: false, updated_at: sql`now()` }).where('id', '=', memberId).execute();
    },

    async markVerified(memberId: string): Promise<void> {
      await db.updateTable('members').set({ is_verified: true, updated_at: sql`now()` }).where('id', '=', memberId).execute();
    },

    async setStudentVerification(memberId: string, status: StudentVerification): Promise<void> {
      await db.updateTable('members').set({ student_verification: status, updated_at: sql`now()` }).where('id', '=', memberId).execute();
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
