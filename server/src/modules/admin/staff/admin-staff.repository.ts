import { sql } from 'kysely';
import { ROLES, type StaffRole } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { EVERY_VENUE, type Scope } from '../../auth/scope.ts';
import { createAccountsRepository, holdsAnyRole } from '../../../oidc/accounts.repository.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

const SORT: Record<'email' | 'createdAt', Keyset['sort']> = {
  email: { sql: sql`lower(idp_accounts.email)`, type: 'text' },
  createdAt: { sql: sql`idp_accounts.created_at`, type: 'timestamptz' },
};

/**
 * Staff are embedded-provider accounts holding the API client's `staff` or `manager` role. A scope of some
 * venues sees only staff (never a manager or an operator) who work at one of them (ADR 086).
 */
export function createAdminStaffRepository(db: Executor, client: string) {
  function staff(scope: Scope = EVERY_VENUE) {
    const select = db.selectFrom('idp_accounts').selectAll().where(holdsAnyRole(client, [ROLES.staff, ROLES.manager]));
    if (scope.kind === 'all') return select;
    return select
      .where(sql<boolean>`not ${holdsAnyRole(client, [ROLES.manager, ROLES.admin])}`)
      .where(sql<boolean>`exists (select 1 from jsonb_array_elements_text(idp_accounts.pos_site_ids) as site(id) where site.id::int in (${sql.join(scope.venueIds.length > 0 ? scope.venueIds : [0])}))`);
  }

  return {
    async list(scope: Scope, query: { q?: string | undefined; sort: 'email' | 'createdAt'; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined }) {
      let select = staff(scope);
      if (query.q) select = select.where(sql<boolean>`(lower(email) like ${containsPattern(query.q)} or lower(given_name || ' ' || family_name) like ${containsPattern(query.q)})`);
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`idp_accounts.id`, type: 'uuid' } }, query);
    },

    async find(id: string) {
      return staff().where('id', '=', id).executeTakeFirst();
    },

    /** The account locked for a change, when the scope may change it. */
    async lock(scope: Scope, id: string) {
      return staff(scope).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async venueNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('venues').select(['id', 'name']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async insert({ role, ...values }: { email: string; given_name: string; family_name: string; password_hash: string; pos_site_ids: number[]; role: StaffRole }) {
      return db
        .insertInto('idp_accounts')
        .values({ ...values, roles: JSON.stringify({ [client]: [role] }), pos_site_ids: JSON.stringify(values.pos_site_ids), password_set_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /**
     * The account's venues, and its client roles when the operator names or demotes a venue manager; one update,
     * so the version moves once. Its next request reads them (ADR 052).
     */
    async setVenues(id: string, venueIds: number[], roles?: Record<string, string[]>): Promise<void> {
      await db
        .updateTable('idp_accounts')
        .set({ pos_site_ids: JSON.stringify(venueIds), ...(roles ? { roles: JSON.stringify(roles) } : {}) })
        .where('id', '=', id)
        .execute();
    },

    /** The account, its links (cascade) and its sessions and grants: signed out everywhere. */
    async remove(id: string): Promise<void> {
      await createAccountsRepository(db).endSessions(id);
      await db.deleteFrom('idp_accounts').where('id', '=', id).execute();
    },
  };
}
export type AdminStaffRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminStaffRepository>['find']>>>;
