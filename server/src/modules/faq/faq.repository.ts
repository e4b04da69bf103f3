import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export function createFaqRepository(db: Executor) {
  const all = () => db.selectFrom('faq_items').selectAll().orderBy('position').orderBy('id');

  return {
    /** Every item in page order. */
    async list() {
      return all().execute();
    },

    async find(id: number) {
      return all().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: number) {
      return all().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** Every item in page order, locked for a reorder. */
    async lockAll() {
      return all().forUpdate().execute();
    },

    /** Inserts the item after every other one; two added at once may share a position, and the id orders them. */
    async insertLast(values: { question: string; answer: string }): Promise<number> {
      const position = sql<number>`(select coalesce(max(position), 0) + 1 from faq_items)`;
      return (await db.insertInto('faq_items').values({ ...values, position }).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(id: number, values: { question?: string; answer?: string; position?: number }): Promise<void> {
      await db.updateTable('faq_items').set(values).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('faq_items').where('id', '=', id).execute();
    },
  };
}
export type FaqRepository = ReturnType<typeof createFaqRepository>;
export type FaqItemRow = NonNullable<Awaited<ReturnType<FaqRepository['find']>>>;
