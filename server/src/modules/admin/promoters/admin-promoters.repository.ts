import { sql } from 'kysely';
import type { AdminPromoterListQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { type Keyset, type PageRequest, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

const SORT: Record<AdminPromoterListQuery['sort'], Keyset['sort']> = {
  name: { sql: sql`lower(promoters.name)`, type: 'text' },
  createdAt: { sql: sql`promoters.created_at`, type: 'timestamptz' },
};

export function createAdminPromotersRepository(db: Executor) {
  function all() {
    return db
      .selectFrom('promoters')
      .innerJoin('promotions', 'promotions.id', 'promoters.promotion_id')
      .selectAll('promoters')
      .select('promotions.name as promotion_name')
      .select(
        sql<number>`(select count(*)::int from promoter_sends s
          where s.promoter_id = promoters.id and s.outcome = 'sent' and s.created_at >= date_trunc('day', now()))`.as('sent_today'),
      );
  }

  return {
    async list(query: AdminPromoterListQuery) {
      let select = all();
      if (query.q) select = select.where(sql<string>`lower(promoters.name)`, 'like', containsPattern(query.q));
      if (query.promotionId !== undefined) select = select.where('promoters.promotion_id', '=', query.promotionId);
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`promoters.id`, type: 'integer' } }, query);
    },

    async find(id: number) {
      return all().where('promoters.id', '=', id).executeTakeFirst();
    },

    async lock(id: number) {
      return all().where('promoters.id', '=', id).forUpdate('promoters').executeTakeFirst();
    },

    async promotionExists(promotionId: number): Promise<boolean> {
      const row = await db.selectFrom('promotions').select('id').where('id', '=', promotionId).where('deleted_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: { promotion_id: number; name: string; daily_quota: number; unique_code: string }): Promise<number> {
      const { id } = await db.insertInto('promoters').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: { name?: string; daily_quota?: number; is_active?: boolean; revoked_at?: Date }): Promise<void> {
      await db.updateTable('promoters').set(values).where('id', '=', id).execute();
    },

    /** The promoter's attempts, newest first. */
    async sends(promoterId: number, page: PageRequest) {
      const select = db
        .selectFrom('promoter_sends')
        .select(['id', 'phone_number', 'outcome', 'created_at'])
        .where('promoter_id', '=', promoterId);
      return keysetPage(
        select,
        { sort: { sql: sql`promoter_sends.created_at`, type: 'timestamptz' }, id: { sql: sql`promoter_sends.id`, type: 'bigint' } },
        page,
      );
    },
  };
}
export type AdminPromoterRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminPromotersRepository>['find']>>>;
