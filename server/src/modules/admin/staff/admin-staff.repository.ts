import { sql } from 'kysely';
import { ROLES } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { createAccountsRepository, holdsAnyRole } from '../../../oidc/accounts.repository.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

const SORT: Record<'email' | 'createdAt', Keyset['sort']> = {
  email: { sql: sql`lower(idp_accounts.email)`, type: 'text' },
  createdAt: { sql: sql`idp_accounts.created_at`, type: 'timestamptz' },
};

/** Staff are embedded-provider accounts holding the API client's `staff` role. */
export function createAdminStaffRepository(db: Executor, client: string) {
  function staff() {
    return db.selectFrom('idp_accounts').selectAll().where(holdsAnyRole(client, [ROLES.staff]));
  }

  return {
    async list(query: { q?: string | undefined; sort: 'email' | 'createdAt'; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined }) {
      let select = staff();
      if (query.q) select = select.where(sql<boolean>`(lower(email) like ${containsPattern(query.q)} or lower(given_name || ' ' || family_name) like ${containsPattern(query.q)})`);
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`idp_accounts.id`, type: 'uuid' } }, query);
    },

    async find(id: string) {
      return staff().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: string) {
      return staff().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async venueNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('venues').select(['id', 'name']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async insert(values: { email: string; given_name: string; family_name: string; password_hash: string; pos_site_ids: number[] }) {
      return db
        .insertInto('idp_accounts')
        .values({ ...values, roles: JSON.stringify({ [client]: [ROLES.staff] }), pos_site_ids: JSON.stringify(values.pos_site_ids), password_set_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async setVenues(id: string, venueIds: number[]): Promise<void> {
      await db.updateTable('idp_accounts').set({ pos_site_ids: JSON.stringify(venueIds) }).where('id', '=', id).execute();
    },

    /** The account, its links (cascade) and its sessions and grants: signed out everywhere. */
    async remove(id: string): Promise<void> {
      await createAccountsRepository(db).endSessions(id);
      await db.deleteFrom('idp_accounts').where('id', '=', id).execute();
    },
  };
}
export type AdminStaffRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminStaffRepository>['find']>>>;
