import { sql } from 'kysely';
import type { AdminContactMessageListQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

export function createAdminContactRepository(db: Executor) {
  return {
    async list(query: AdminContactMessageListQuery) {
      let select = db.selectFrom('contact_form_submissions').selectAll();
      if (query.handled !== undefined) select = select.where('handled_at', query.handled ? 'is not' : 'is', null);
      if (query.q) {
        const pattern = containsPattern(query.q);
        select = select.where(sql<boolean>`(lower(name) like ${pattern} or lower(email) like ${pattern} or lower(message) like ${pattern})`);
      }
      return keysetPage(
        select,
        { sort: { sql: sql`contact_form_submissions.created_at`, type: 'timestamptz' }, id: { sql: sql`contact_form_submissions.id`, type: 'uuid' } },
        query,
      );
    },

    async lock(id: string) {
      return db.selectFrom('contact_form_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async markHandled(id: string, by: string) {
      return db.updateTable('contact_form_submissions').set({ handled_at: new Date(), handled_by: by }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
  };
}
