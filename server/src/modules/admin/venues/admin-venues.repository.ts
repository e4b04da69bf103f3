import { sql } from 'kysely';
import type { AdminVenueListQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import type { Scope } from '../../auth/scope.ts';
import type { WeeklyAvailability } from '../../offers/offers.table.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

export interface VenueValues {
  name: string;
  description: string;
  website: string | null;
  address: string;
  time_zone: string;
  opening_hours: WeeklyAvailability;
  active: boolean;
}

const SORT: Record<AdminVenueListQuery['sort'], Keyset['sort']> = {
  name: { sql: sql`lower(venues.name)`, type: 'text' },
  createdAt: { sql: sql`venues.created_at`, type: 'timestamptz' },
};

export function createAdminVenuesRepository(db: Executor) {
  function live() {
    return db
      .selectFrom('venues')
      .selectAll('venues')
      .select((eb) =>
        eb
          .selectFrom('offers')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('offers.venue_id', '=', 'venues.id')
          .where('offers.deleted_at', 'is', null)
          .as('offer_count'),
      )
      .where('venues.deleted_at', 'is', null);
  }

  return {
    /** The venues of a scope that names some (an empty one is the service's to answer). */
    async list(scope: Scope, query: AdminVenueListQuery) {
      let select = live();
      if (scope.kind === 'venues') select = select.where('venues.id', 'in', [...scope.venueIds]);
      if (query.q) select = select.where(sql<string>`lower(venues.name)`, 'like', containsPattern(query.q));
      if (query.active !== undefined) select = select.where('venues.active', '=', query.active);
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`venues.id`, type: 'integer' } }, query);
    },

    async find(id: number) {
      return live().where('venues.id', '=', id).executeTakeFirst();
    },

    /** The live venue locked for the rest of the transaction, so its before-image is the one replaced. */
    async lock(id: number) {
      return live().where('venues.id', '=', id).forUpdate().executeTakeFirst();
    },

    async insert(values: VenueValues): Promise<number> {
      const { id } = await db
        .insertInto('venues')
        .values({ ...values, opening_hours: JSON.stringify(values.opening_hours), logo_url: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Updates only when the stored version is the one named; false when it is not (or the venue is gone). */
    async update(id: number, version: number, values: Partial<VenueValues> & { logo_url?: string; deleted_at?: Date }): Promise<boolean> {
      const { opening_hours, ...rest } = values;
      const result = await db
        .updateTable('venues')
        .set({ ...rest, ...(opening_hours ? { opening_hours: JSON.stringify(opening_hours) } : {}) })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async saveLogo(venueId: number, png: Buffer, contentHash: string): Promise<void> {
      await db
        .insertInto('venue_logos')
        .values({ venue_id: venueId, png, content_hash: contentHash })
        .onConflict((conflict) => conflict.column('venue_id').doUpdateSet({ png, content_hash: contentHash, updated_at: new Date() }))
        .execute();
    },

    async findLogo(venueId: number, contentHash: string) {
      return db
        .selectFrom('venue_logos')
        .select('png')
        .where('venue_id', '=', venueId)
        .where('content_hash', '=', contentHash)
        .executeTakeFirst();
    },
  };
}
export type AdminVenuesRepository = ReturnType<typeof createAdminVenuesRepository>;
