import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

const SORT: Record<'name' | 'createdAt', Keyset['sort']> = {
  name: { sql: sql`lower(registration_sources.name)`, type: 'text' },
  createdAt: { sql: sql`registration_sources.created_at`, type: 'timestamptz' },
};

export function createAdminRegistrationSourcesRepository(db: Executor) {
  function all() {
    return db
      .selectFrom('registration_sources')
      .selectAll()
      .select(
        sql<number>`(select count(*)::int from member_registration_sources m where m.registration_source_id = registration_sources.id)`.as('sign_ups'),
      );
  }

  return {
    async list(query: { q?: string | undefined; sort: 'name' | 'createdAt'; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined }) {
      let select = all();
      if (query.q) select = select.where(sql<string>`lower(registration_sources.name)`, 'like', containsPattern(query.q));
      return keysetPage(select, { sort: SORT[query.sort], id: { sql: sql`registration_sources.id`, type: 'integer' } }, query);
    },

    async find(id: number) {
      return all().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: number) {
      return all().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async insert(values: { name: string; code: string }): Promise<number> {
      return (await db.insertInto('registration_sources').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(id: number, values: { name: string; active: boolean }): Promise<void> {
      await db.updateTable('registration_sources').set(values).where('id', '=', id).execute();
    },
  };
}
export type AdminRegistrationSourceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminRegistrationSourcesRepository>['find']>>>;
