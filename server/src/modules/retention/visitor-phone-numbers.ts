import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * A voucher or sign-up link whose number was deleted holds this and its own id instead (a voucher needs a
 * holder, a link a number; the id keeps it unique).
 */
export const PURGED_NUMBER_PREFIX = 'purged:';

/**
 * Marks the promotions that ended, or were deleted, more than `days` ago as losing their phone numbers,
 * and says how many. From the mark on the console will not let one run again (one voucher per number
 * could not hold without the numbers), and the batches below delete them. Marking locks the promotion's
 * row, so it waits for a console change under way and then judges the promotion as that change left it.
 */
export async function markEndedPromotions(db: Executor, days: number): Promise<number> {
  const result = await db
    .updateTable('promotions')
    .set({ phone_numbers_deleted_at: sql<Date>`now()` })
    .where('phone_numbers_deleted_at', 'is', null)
    // least() passes over a null deleted_at.
    .where(sql<Date>`least(ends_at, deleted_at)`, '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Replaces the numbers of up to `batchSize` vouchers of marked promotions and says how many. Nothing needs
 * them once the promotion is over: a number can no longer ask for a voucher there, and the send limits
 * count hashed numbers in their own day-long windows. A number a member has verified stays: the console
 * shows the member the vouchers sent to it, as part of their account (ADR 065).
 */
export async function deleteVoucherNumbers(db: Executor, batchSize: number): Promise<number> {
  const result = await db
    .updateTable('promo_codes')
    .set({ phone_number: sql<string>`${PURGED_NUMBER_PREFIX} || id` })
    .where('id', 'in', (query) =>
      query
        .selectFrom('promo_codes as c')
        .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
        .select('c.id')
        .where('p.phone_numbers_deleted_at', 'is not', null)
        // The predicate of the index promo_codes_phone_numbers, which holds only the numbers still kept.
        .where('c.phone_number', 'like', '+%')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('members as m')
                .select('m.id')
                .whereRef('m.mobile_number', '=', 'c.phone_number')
                .where('m.mobile_verified_at', 'is not', null),
            ),
          ),
        )
        .limit(batchSize)
        .forUpdate(['c'])
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Clears the number and client address of up to `batchSize` promoter sends of marked promotions and says how many. */
export async function deletePromoterSendNumbers(db: Executor, batchSize: number): Promise<number> {
  const result = await db
    .updateTable('promoter_sends')
    .set({ phone_number: null, client_ip: null })
    .where('id', 'in', (query) =>
      query
        .selectFrom('promoter_sends as s')
        .innerJoin('promoters as pr', 'pr.id', 's.promoter_id')
        .innerJoin('promotions as p', 'p.id', 'pr.promotion_id')
        .select('s.id')
        .where('p.phone_numbers_deleted_at', 'is not', null)
        // The predicate of the index promoter_sends_personal.
        .where((eb) => eb.or([eb('s.phone_number', 'is not', null), eb('s.client_ip', 'is not', null)]))
        .limit(batchSize)
        .forUpdate(['s'])
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Replaces the numbers of up to `batchSize` mobile sign-up links that expired unused more than `days`
 * ago and says how many. Nothing reads them: only a pending link (unexpired) or a completed one (which
 * marks its number registered) is ever looked up by number.
 */
export async function deleteUnusedSignupNumbers(db: Executor, { olderThanDays, batchSize }: { olderThanDays: number; batchSize: number }): Promise<number> {
  const result = await db
    .updateTable('mobile_signups')
    .set({ mobile_number: sql<string>`${PURGED_NUMBER_PREFIX} || id` })
    .where('id', 'in', (query) =>
      query
        .selectFrom('mobile_signups')
        .select('id')
        // The predicate of the index mobile_signups_unused.
        .where('consumed_at', 'is', null)
        .where('mobile_number', 'like', '+%')
        .where('expires_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
