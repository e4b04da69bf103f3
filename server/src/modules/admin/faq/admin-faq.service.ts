import type { Kysely } from 'kysely';
import type { AdminFaqItem, AdminFaqItemInput, AdminFaqItemUpdate, AdminFaqMove } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { toAdminFaqItem } from '../../faq/faq.mapper.ts';
import { createFaqRepository } from '../../faq/faq.repository.ts';
import type { Actor } from '../admin-actor.ts';
import { auditedChange } from '../audited-change.ts';

export function createAdminFaqService(db: Kysely<Database>) {
  return {
    async list(): Promise<AdminFaqItem[]> {
      return (await createFaqRepository(db).list()).map(toAdminFaqItem);
    },

    async create(actor: Actor, input: AdminFaqItemInput): Promise<AdminFaqItem> {
      return auditedChange(db, {
        actor,
        change: async (trx) => {
          const faq = createFaqRepository(trx);
          const id = await faq.insertLast({ question: input.question, answer: input.answer });
          const after = toAdminFaqItem((await faq.find(id))!);
          return { answer: after, audit: { action: 'create', entityType: 'faq_item', entityId: id, before: null, after } };
        },
      });
    },

    async update(actor: Actor, id: number, input: AdminFaqItemUpdate): Promise<AdminFaqItem> {
      return auditedChange(db, {
        actor,
        lock: (trx) => createFaqRepository(trx).lock(id),
        version: input.version,
        change: async (trx, locked) => {
          const faq = createFaqRepository(trx);
          await faq.update(id, { question: input.question, answer: input.answer });
          const after = toAdminFaqItem((await faq.find(id))!);
          return { answer: after, audit: { action: 'update', entityType: 'faq_item', entityId: id, before: toAdminFaqItem(locked), after } };
        },
      });
    },

    /**
     * Swaps the item with its neighbour above or below and answers the whole list. Positions are renumbered
     * 1..n in the new order, writing only the rows whose position changes (normally the two swapped). The
     * first item moved up, or the last down, stays where it is and nothing is recorded.
     */
    async move(actor: Actor, id: number, input: AdminFaqMove): Promise<AdminFaqItem[]> {
      return auditedChange(db, {
        actor,
        // Every item is locked: the move renumbers them.
        lock: async (trx) => {
          const rows = await createFaqRepository(trx).lockAll();
          const index = rows.findIndex((row) => row.id === id);
          return index < 0 ? undefined : { version: rows[index]!.version, rows, index };
        },
        version: input.version,
        change: async (trx, { rows, index }) => {
          const faq = createFaqRepository(trx);
          const row = rows[index]!;
          const target = input.direction === 'up' ? index - 1 : index + 1;
          if (target < 0 || target >= rows.length) return { answer: rows.map(toAdminFaqItem), audit: null };
          const order = [...rows];
          [order[index], order[target]] = [order[target]!, row];
          for (const [at, each] of order.entries()) if (each.position !== at + 1) await faq.update(each.id, { position: at + 1 });
          const after = await faq.list();
          return {
            answer: after.map(toAdminFaqItem),
            audit: {
              action: `move-${input.direction}`,
              entityType: 'faq_item',
              entityId: id,
              before: toAdminFaqItem(row),
              after: toAdminFaqItem(after.find((each) => each.id === id)!),
            },
          };
        },
      });
    },

    async remove(actor: Actor, id: number, version: number): Promise<void> {
      await auditedChange(db, {
        actor,
        lock: (trx) => createFaqRepository(trx).lock(id),
        version,
        change: async (trx, locked) => {
          await createFaqRepository(trx).remove(id);
          return { answer: undefined, audit: { action: 'delete', entityType: 'faq_item', entityId: id, before: toAdminFaqItem(locked), after: null } };
        },
      });
    },
  };
}
export type AdminFaqService = ReturnType<typeof createAdminFaqService>;
