import type { Kysely } from 'kysely';
import type { AdminFaqItem, AdminFaqItemInput, AdminFaqItemUpdate, AdminFaqMove } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { toAdminFaqItem } from '../../faq/faq.mapper.ts';
import { createFaqRepository } from '../../faq/faq.repository.ts';
import type { Actor } from '../admin-actor.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { checkVersion, consoleTransaction } from '../console-transaction.ts';

export function createAdminFaqService(db: Kysely<Database>) {
  return {
    async list(): Promise<AdminFaqItem[]> {
      return (await createFaqRepository(db).list()).map(toAdminFaqItem);
    },

    async create(actor: Actor, input: AdminFaqItemInput): Promise<AdminFaqItem> {
      return consoleTransaction(db, [], async (trx) => {
        const faq = createFaqRepository(trx);
        const id = await faq.insertLast({ question: input.question, answer: input.answer });
        const after = toAdminFaqItem((await faq.find(id))!);
        await createAuditRepository(trx).record(actor, { action: 'create', entityType: 'faq_item', entityId: id, before: null, after });
        return after;
      });
    },

    async update(actor: Actor, id: number, input: AdminFaqItemUpdate): Promise<AdminFaqItem> {
      return consoleTransaction(db, [], async (trx) => {
        const faq = createFaqRepository(trx);
        const before = toAdminFaqItem(checkVersion(await faq.lock(id), input.version));
        await faq.update(id, { question: input.question, answer: input.answer });
        const after = toAdminFaqItem((await faq.find(id))!);
        await createAuditRepository(trx).record(actor, { action: 'update', entityType: 'faq_item', entityId: id, before, after });
        return after;
      });
    },

    /**
     * Swaps the item with its neighbour above or below and answers the whole list. Positions are renumbered
     * 1..n in the new order, writing only the rows whose position changes (normally the two swapped). The
     * first item moved up, or the last down, stays where it is and nothing is recorded.
     */
    async move(actor: Actor, id: number, input: AdminFaqMove): Promise<AdminFaqItem[]> {
      return consoleTransaction(db, [], async (trx) => {
        const faq = createFaqRepository(trx);
        const rows = await faq.lockAll();
        const index = rows.findIndex((row) => row.id === id);
        const row = checkVersion(rows[index], input.version);
        const target = input.direction === 'up' ? index - 1 : index + 1;
        if (target < 0 || target >= rows.length) return rows.map(toAdminFaqItem);
        const order = [...rows];
        [order[index], order[target]] = [order[target]!, row];
        for (const [at, each] of order.entries()) if (each.position !== at + 1) await faq.update(each.id, { position: at + 1 });
        const after = await faq.list();
        await createAuditRepository(trx).record(actor, {
          action: `move-${input.direction}`,
          entityType: 'faq_item',
          entityId: id,
          before: toAdminFaqItem(row),
          after: toAdminFaqItem(after.find((each) => each.id === id)!),
        });
        return after.map(toAdminFaqItem);
      });
    },

    async remove(actor: Actor, id: number, version: number): Promise<void> {
      await consoleTransaction(db, [], async (trx) => {
        const faq = createFaqRepository(trx);
        const before = toAdminFaqItem(checkVersion(await faq.lock(id), version));
        await faq.remove(id);
        await createAuditRepository(trx).record(actor, { action: 'delete', entityType: 'faq_item', entityId: id, before, after: null });
      });
    },
  };
}
export type AdminFaqService = ReturnType<typeof createAdminFaqService>;
