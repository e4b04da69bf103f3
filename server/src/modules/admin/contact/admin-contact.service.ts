import type { Kysely } from 'kysely';
import type { AdminContactMessage, AdminContactMessageListQuery, AdminPage } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import type { ContactFormSubmissionRow } from '../../contact/contact.table.ts';
import type { Actor } from '../admin-actor.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { consoleTransaction, notFound } from '../console-transaction.ts';
import { createAdminContactRepository } from './admin-contact.repository.ts';

function toAdminContactMessage(row: ContactFormSubmissionRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_by,
  };
}

export function createAdminContactService(db: Kysely<Database>) {
  return {
    async list(query: AdminContactMessageListQuery): Promise<AdminPage<AdminContactMessage>> {
      const page = await createAdminContactRepository(db).list(query);
      return { items: page.items.map(toAdminContactMessage), nextCursor: page.nextCursor };
    },

    /** Marking a handled message again keeps who handled it first. */
    async markHandled(actor: Actor, id: string): Promise<AdminContactMessage> {
      return consoleTransaction(db, [], async (trx) => {
        const repository = createAdminContactRepository(trx);
        const row = await repository.lock(id);
        if (!row) throw notFound();
        if (row.handled_at) return toAdminContactMessage(row);
        const after = await repository.markHandled(id, actor.email);
        // Only the state goes into the log: the message itself is the sender's personal data.
        await createAuditRepository(trx).record(actor, { action: 'mark-handled', entityType: 'contact_message', entityId: id, before: { handledAt: null }, after: { handledAt: after.handled_at?.toISOString() } });
        return toAdminContactMessage(after);
      });
    },
  };
}
export type AdminContactService = ReturnType<typeof createAdminContactService>;
