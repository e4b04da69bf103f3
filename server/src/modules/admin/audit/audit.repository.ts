import { sql } from 'kysely';
import type { AuditEntityType, AuditListQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import type { Actor } from '../admin-actor.ts';
import { keysetPage } from '../keyset-page.ts';
import { auditLabel } from './audit-label.ts';

export interface AuditRecord {
  action: string;
  entityType: AuditEntityType;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * The audit log. `record` must run on the transaction of the change it describes (ADR 041), so a
 * change and its entry commit or roll back together.
 */
export function createAuditRepository(db: Executor) {
  const asSnapshot = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);

  /**
   * What names the record when the change carries no snapshot of it (a member's export or erasure, a
   * contact message marked handled): the row itself, read in the change's transaction. An erased
   * member has no name left to give.
   */
  async function storedSnapshot(entry: AuditRecord): Promise<Record<string, unknown> | null> {
    if (entry.entityType === 'member') {
      const member = await db.selectFrom('members').select(['email', 'erased_at']).where('id', '=', String(entry.entityId)).executeTakeFirst();
      return member && !member.erased_at ? { email: member.email } : null;
    }
    if (entry.entityType === 'contact_message') {
      return (await db.selectFrom('contact_form_submissions').select('email').where('id', '=', String(entry.entityId)).executeTakeFirst()) ?? null;
    }
    return null;
  }

  return {
    async record(actor: Actor, entry: AuditRecord): Promise<void> {
      const label = auditLabel(entry.entityType, asSnapshot(entry.after) ?? asSnapshot(entry.before)) ?? auditLabel(entry.entityType, await storedSnapshot(entry));
      await db
        .insertInto('audit_log')
        .values({
          actor_issuer: actor.issuer,
          actor_subject: actor.subject,
          actor_email: actor.email,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: String(entry.entityId),
          label,
          before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
        })
        .execute();
    },

    /** Newest first. */
    async list(query: AuditListQuery) {
      let select = db.selectFrom('audit_log').selectAll();
      if (query.entityType) select = select.where('entity_type', '=', query.entityType);
      if (query.entityId) select = select.where('entity_id', '=', query.entityId);
      if (query.actor) select = select.where(sql<string>`lower(actor_email)`, '=', query.actor.toLowerCase());
      if (query.action) select = select.where('action', '=', query.action);
      if (query.from) select = select.where('at', '>=', new Date(query.from));
      if (query.to) select = select.where('at', '<', new Date(query.to));
      return keysetPage(
        select,
        { sort: { sql: sql`audit_log.at`, type: 'timestamptz' }, id: { sql: sql`audit_log.id`, type: 'bigint' } },
        { order: 'desc', limit: query.limit, cursor: query.cursor });
    },

    /**
     * Erasure (ADR 040) and the deletion of members who never verified (ADR 065): entries about these
     * members keep who did what and when, but their before and after lose the personal data they held.
     */
    async redactMembers(memberIds: readonly string[]): Promise<void> {
      if (memberIds.length === 0) return;
      await db
        .updateTable('audit_log')
        .set({ label: null, before: sql`case when before is null then null else '{"erased":true}'::jsonb end` as never, after: sql`case when after is null then null else '{"erased":true}'::jsonb end` as never })
        .where('entity_type', '=', 'member')
        .where('entity_id', 'in', memberIds)
        .execute();
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
