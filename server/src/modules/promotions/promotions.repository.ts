import { type OfferRequirement } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { requirementMet } from '../offers/requirement-met.ts';

export interface PromotionWithPool {
  id: number;
  public_id: string;
  name: string;
  venue_id: number | null;
  venue_name: string | null;
  require_verification: boolean;
  /** How the voucher itself reaches the phone. */
  channel: 'sms' | 'whatsapp';
  voucher_valid_days: number;
  ends_at: Date;
  pool_id: number;
  /** Now within the promotion's window and the pool not used up. */
  is_available: boolean;
}

export interface MemberPoolClaim extends PromotionWithPool {
  member_requirement: OfferRequirement;
  member_is_verified: boolean;
  /** The member meets the pool's requirement (requirement-met.ts, the rule offers use). */
  member_meets_requirement: boolean;
}

/** Promotions with their one pool of codes. */
export function createPromotionsRepository(db: Executor) {
  function promotionsQuery() {
    return db
      .selectFrom('promotions')
      .innerJoin('promo_code_pools', 'promo_code_pools.promotion_id', 'promotions.id')
      .leftJoin('venues', 'venues.id', 'promotions.venue_id')
      .select([
        'promotions.id',
        'promotions.public_id',
        'promotions.name',
        'promotions.venue_id',
        'venues.name as venue_name',
        'promotions.require_verification',
        'promotions.channel',
        'promotions.voucher_valid_days',
        'promotions.ends_at',
        'promo_code_pools.id as pool_id',
        sql<boolean>`promotions.deleted_at is null and promotions.starts_at <= now() and now() < promotions.ends_at
          and (promo_code_pools.capacity is null or promo_code_pools.issued < promo_code_pools.capacity)`.as('is_available'),
      ]);
  }

  return {
    findByPublicId(publicId: string): Promise<PromotionWithPool | undefined> {
      return promotionsQuery().where('promotions.public_id', '=', publicId).executeTakeFirst();
    },

    findById(id: number): Promise<PromotionWithPool | undefined> {
      return promotionsQuery().where('promotions.id', '=', id).executeTakeFirst();
    },

    /** A pool open to members, by its public id, with what the member lacks to claim from it; pools of phone promotions are not found. */
    findMemberPoolClaim(poolPublicId: string, memberId: string): Promise<MemberPoolClaim | undefined> {
      return promotionsQuery()
        .innerJoin('members', (join) => join.on('members.id', '=', memberId))
        .select([
          'promo_code_pools.member_requirement',
          'members.is_verified as member_is_verified',
          requirementMet(sql.ref<OfferRequirement>('promo_code_pools.member_requirement')).as('member_meets_requirement'),
        ])
        .where('promo_code_pools.public_id', '=', poolPublicId)
        .where('promo_code_pools.members_may_claim', '=', true)
        .executeTakeFirst();
    },

    /** Takes one code from the pool; false when the pool is used up. Concurrent takers cannot overdraw it. */
    async takeFromPool(poolId: number): Promise<boolean> {
      const row = await db
        .updateTable('promo_code_pools')
        .set({ issued: sql`issued + 1` })
        .where('id', '=', poolId)
        .where((eb) => eb.or([eb('capacity', 'is', null), eb('issued', '<', eb.ref('capacity'))]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
