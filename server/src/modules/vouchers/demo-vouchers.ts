import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { randomPublicId } from '../public-sends/public-ids.ts';

/**
 * Demo voucher promotions and a promoter. Their identifiers are fixed so the README can link them
 * (/voucher/{publicId}/register, /promoter/{uniqueCode}); real ones come from randomPublicId().
 */
export const DEMO_VOUCHERS = {
  /** Asks for an SMS verification code before the voucher goes out. */
  verified: { publicId: '2byY3yMxGBZjzetaOdpHdA', name: 'Free coffee at The Copper Kettle', venue: 'The Copper Kettle', requireVerification: true },
  /** Sends the voucher straight away. */
  instant: { publicId: 'OBoYHyCkZ8oOVQ-2SQdzMw', name: 'Welcome drink at Harbour Lights', venue: 'Harbour Lights', requireVerification: false },
} as const;

/** The demo promoter's link: /promoter/k_R89Gilf9XHs6Xk6t0SYw sends the Harbour Lights voucher. */
export const DEMO_PROMOTER = { uniqueCode: 'k_R89Gilf9XHs6Xk6t0SYw', name: 'Demo promoter' } as const;

const DEMO_END = '2030-12-31T23:59:59Z';

/** Adds the demo promotions, their pools and the promoter once; later starts leave them alone. */
export async function seedDemoVouchers(db: Kysely<Database>): Promise<void> {
  const present = await db.selectFrom('promotions').select('id').where('public_id', '=', DEMO_VOUCHERS.verified.publicId).executeTakeFirst();
  if (present) return;
  await db.transaction().execute(async (trx) => {
    const promotionIds: Record<keyof typeof DEMO_VOUCHERS, number> = { verified: 0, instant: 0 };
    for (const key of ['verified', 'instant'] as const) {
      const demo = DEMO_VOUCHERS[key];
      const venue = await trx.selectFrom('venues').select('id').where('name', '=', demo.venue).executeTakeFirst();
      const { id } = await trx
        .insertInto('promotions')
        .values({
          public_id: demo.publicId,
          name: demo.name,
          venue_id: venue?.id ?? null,
          ends_at: DEMO_END,
          require_verification: demo.requireVerification,
          voucher_valid_days: 30,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('promo_code_pools').values({ public_id: randomPublicId(), promotion_id: id, capacity: 1000 }).execute();
      promotionIds[key] = id;
    }
    await trx
      .insertInto('promoters')
      .values({ unique_code: DEMO_PROMOTER.uniqueCode, name: DEMO_PROMOTER.name, promotion_id: promotionIds.instant, daily_quota: 100 })
      .execute();
  });
}
