import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/token-verifier.ts';
import type { MemberRow } from './members.table.ts';

export function createMembersRepository(db: Kysely<Database>) {
  return {
    /**
     * Returns the member behind a token, creating them from its claims on the first call.
     * ON CONFLICT makes two first calls racing each other end with one member.
     */
    async findOrCreate(principal: Principal): Promise<MemberRow> {
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
      return db
        .selectFrom('members')
        .selectAll()
        .where('issuer', '=', principal.issuer)
        .where('subject', '=', principal.subject)
        .executeTakeFirstOrThrow();
    },

    async findByPrincipal(principal: Principal): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('issuer', '=', principal.issuer)
        .where('subject', '=', principal.subject)
        .executeTakeFirst();
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
