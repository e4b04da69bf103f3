import { sql } from 'kysely';
import type { AdminPromotionListQuery, PromotionChannel } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

export interface PromotionValues {
  name: string;
  venue_id: number | null;
  channel: PromotionChannel;
  require_verification: boolean;
  starts_at: string;
  ends_at: string;
  voucher_valid_days: number;
}

const SORT: Record<AdminPromotionListQuery['sort'], Keyset['sort']> = {
  name: { sql: sql`lower(promotions.name)`, type: 'text' },
  startsAt: { sql: sql`promotions.starts_at`, type: 'timestamptz' },
  endsAt: { sql: sql`promotions.ends_at`, type: 'timestamptz' },
  createdAt: { sql: sql`promotions.created_at`, type: 'timestamptz' },
};

export function createAdminPromotionsRepository(db: Executor) {
  function live() {
    return db
      .selectFrom('promotions')
      .innerJoin('promo_code_pools', 'promo_code_pools.promotion_id', 'promotions.id')
      .leftJoin('venues', 'venues.id', 'promotions.venue_id')
      .selectAll('promotions')
      .select(['venues.name as venue_name', 'promo_code_pools.id as pool_id', 'promo_code_pools.capacity', 'promo_code_pools.issued'])
      .select([
        sql<number>`(select count(*)::int from promo_codes where promo_codes.promotion_id = promotions.id)`.as('sent'),
        sql<number>`(select count(*)::int from promo_codes where promo_codes.promotion_id = promotions.id and status = 'issued')`.as('verified'),
        sql<number>`(select count(*)::int from promo_code_redemptions r join promo_codes c on c.id = r.promo_code_id
          where c.promotion_id = promotions.id and r.undone_at is null)`.as('redeemed'),
      ])
      .where('promotions.deleted_at', 'is', null);
  }

  return {
    async list(query: AdminPromotionListQuery) {
      let select = live();
      if (query.q) select = select.where(sql<string>`lower(promotions.name)`, 'like', containsPattern(query.q));
      if (query.venueId !== undefined) select = select.where('promotions.venue_id', '=', query.venueId);
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`promotions.id`, type: 'integer' } }, query);
    },

    async find(id: number) {
      return live().where('promotions.id', '=', id).executeTakeFirst();
    },

    async lock(id: number) {
      return live().where('promotions.id', '=', id).forUpdate(['promotions', 'promo_code_pools']).executeTakeFirst();
    },

    async venueExists(venueId: number): Promise<boolean> {
      const row = await db.selectFrom('venues').select('id').where('id', '=', venueId).where('deleted_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: PromotionValues & { public_id: string }, pool: { public_id: string; capacity: number | null }): Promise<number> {
      const { id } = await db.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('promo_code_pools').values({ ...pool, promotion_id: id }).execute();
      return id;
    },

    async update(id: number, values: Partial<PromotionValues> & { deleted_at?: Date }, capacity?: number | null): Promise<void> {
      await db.updateTable('promotions').set(values).where('id', '=', id).execute();
      if (capacity !== undefined) await db.updateTable('promo_code_pools').set({ capacity }).where('promotion_id', '=', id).execute();
    },
  };
}
export type AdminPromotionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminPromotionsRepository>['find']>>>;
