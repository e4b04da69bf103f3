import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Who asked for the weekly digest, and which week's digest each of them has had. */
export function createWeeklyDigestRepository(db: Executor) {
  return {
    /** Whether the member gets the digest, and how many favourite venues it covers for them. */
    async stateOf(memberId: string): Promise<{ subscribed: boolean; favouriteVenues: number }> {
      const row = await db
        .selectFrom('members')
        .select((eb) => [
          sql<boolean>`weekly_digest_at is not null`.as('subscribed'),
          eb
            .selectFrom('favourite_venues')
            .select((inner) => inner.fn.countAll<string>().as('count'))
            .whereRef('favourite_venues.member_id', '=', 'members.id')
            .as('favourite_venues'),
        ])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      return { subscribed: row.subscribed, favouriteVenues: Number(row.favourite_venues ?? 0) };
    },

    /**
     * Up to `limit` members who asked for the digest and have not had `week`'s, by id. Only verified
     * members whose card stands: an address never confirmed, or a blocked card, gets no offers by e-mail.
     */
    async dueFor(week: string, limit: number): Promise<{ id: string; email: string }[]> {
      return db
        .selectFrom('members')
        .leftJoin('weekly_digest_sends', 'weekly_digest_sends.member_id', 'members.id')
        .select(['members.id', 'members.email'])
        .where('members.weekly_digest_at', 'is not', null)
        .where('members.is_verified', '=', true)
        .where('members.card_blocked_at', 'is', null)
        .where('members.erased_at', 'is', null)
        .where((eb) => eb.or([eb('weekly_digest_sends.week', 'is', null), eb('weekly_digest_sends.week', '<', week)]))
        .orderBy('members.id')
        .limit(limit)
        .execute();
    },

    /** Notes that the members had `week`'s digest (or had nothing new that week). */
    async markHandled(memberIds: readonly string[], week: string): Promise<void> {
      if (memberIds.length === 0) return;
      await db
        .insertInto('weekly_digest_sends')
        .values(memberIds.map((member_id) => ({ member_id, week })))
        .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ week: (eb) => eb.ref('excluded.week') }))
        .execute();
    },
  };
}
