import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MemberRow } from './members.table.ts';
import type { ProfileChanges } from './profile-rules.ts';

export interface UpdatedProfile {
  member: MemberRow;
  hasPhotoUpload: boolean;
}

export function createProfileRepository(db: Kysely<Database>) {
  return {
    /** Writes every profile field in one statement, so a change is never half applied. */
    async update(memberId: string, changes: ProfileChanges): Promise<UpdatedProfile> {
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
      const photo = await db
        .selectFrom('member_photos')
        .select('member_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return { member: { ...member, date_of_birth: birthday }, hasPhotoUpload: photo !== undefined };
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
