import { sql } from 'kysely';
import type { AdminOfferListQuery, OfferRequirement, RedemptionRule, ScheduleLockReason } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import type { Scope } from '../../auth/scope.ts';
import { offerEligibility } from '../../offers/offer-eligibility.ts';
import type { WeeklyAvailability } from '../../offers/offers.table.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

export interface OfferValues {
  venue_id: number;
  name: string;
  description: string;
  date_visible_from: string;
  date_visible_to: string;
  availability: WeeklyAvailability;
  requirement: OfferRequirement;
  is_vip: boolean;
  redemption_rule: RedemptionRule;
  active: boolean;
}

const SORT: Record<AdminOfferListQuery['sort'], Keyset['sort']> = {
  title: { sql: sql`lower(offers.name)`, type: 'text' },
  startsAt: { sql: sql`offers.date_visible_from`, type: 'timestamptz' },
  endsAt: { sql: sql`offers.date_visible_to`, type: 'timestamptz' },
  createdAt: { sql: sql`offers.created_at`, type: 'timestamptz' },
};

export function createAdminOffersRepository(db: Executor) {
  function live() {
    return db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .selectAll('offers')
      .select(['venues.name as venue_name', 'venues.logo_url as venue_logo_url', 'venues.description as venue_description'])
      .where('offers.deleted_at', 'is', null);
  }

  return {
    /** The offers at the venues of a scope that names some (an empty one is the service's to answer). */
    async list(scope: Scope, query: AdminOfferListQuery) {
      let select = live();
      if (scope.kind === 'venues') select = select.where('offers.venue_id', 'in', [...scope.venueIds]);
      if (query.q) select = select.where(sql<string>`lower(offers.name)`, 'like', containsPattern(query.q));
      if (query.venueId !== undefined) select = select.where('offers.venue_id', '=', query.venueId);
      if (query.active !== undefined) select = select.where('offers.active', '=', query.active);
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`offers.id`, type: 'integer' } }, query);
    },

    async find(id: number) {
      return live().where('offers.id', '=', id).executeTakeFirst();
    },

    /** What locks the offer for every member at `at` (null when nothing does), by the rules the staff screen reads. */
    async scheduleLock(id: number, at: Date): Promise<ScheduleLockReason | null> {
      const row = await db
        .selectFrom('offers')
        .innerJoin('venues', 'venues.id', 'offers.venue_id')
        .select(offerEligibility(at).schedule.as('lock_reason'))
        .where('offers.id', '=', id)
        .executeTakeFirst();
      return row?.lock_reason ?? null;
    },

    async lock(id: number) {
      return live().where('offers.id', '=', id).forUpdate('offers').executeTakeFirst();
    },

    /** Whether a venue that is not deleted has this id (offers may be added to an inactive one). */
    async venueExists(venueId: number): Promise<boolean> {
      const row = await db.selectFrom('venues').select('id').where('id', '=', venueId).where('deleted_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: OfferValues): Promise<number> {
      const { id } = await db
        .insertInto('offers')
        .values({ ...values, availability: JSON.stringify(values.availability) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: Partial<OfferValues> & { deleted_at?: Date }): Promise<void> {
      const { availability, ...rest } = values;
      await db
        .updateTable('offers')
        .set({ ...rest, ...(availability ? { availability: JSON.stringify(availability) } : {}) })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type AdminOfferRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminOffersRepository>['find']>>>;
