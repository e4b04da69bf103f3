import type { Kysely } from 'kysely';
import type { AdminContactMessage, AdminContactMessageListQuery, AdminPage } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import type { ContactFormSubmissionRow } from '../../contact/contact.table.ts';
import type { Actor } from '../admin-actor.ts';
import { auditedChange } from '../audited-change.ts';
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
      return auditedChange(db, {
        actor,
        lock: (trx) => createAdminContactRepository(trx).lock(id),
        change: async (trx, row) => {
          if (row.handled_at) return { answer: toAdminContactMessage(row), audit: null };
          const after = await createAdminContactRepository(trx).markHandled(id, actor.email);
          // Only the state goes into the log: the message itself is the sender's personal data.
          return {
            answer: toAdminContactMessage(after),
            audit: { action: 'mark-handled', entityType: 'contact_message', entityId: id, before: { handledAt: null }, after: { handledAt: after.handled_at?.toISOString() } },
          };
        },
      });
    },
  };
}
export type AdminContactService = ReturnType<typeof createAdminContactService>;
