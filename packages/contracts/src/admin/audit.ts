import { z } from 'zod';
import { plausibleDateTime } from '../dates.ts';
import { AdminCursorSchema, adminFilterText, adminPageSchema } from './common.ts';

/** What kind of record a console change touched. */
export const AuditEntityTypeSchema = z.enum(['venue', 'offer', 'promotion', 'promoter', 'registration_source', 'member', 'staff', 'contact_message', 'faq_item', 'campaign', 'offer_proposal']);
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

/** One change made in the console, recorded in the transaction of the change. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The operator's e-mail address as their token named it. */
  actor: z.string(),
  action: z.string(),
  entityType: AuditEntityTypeSchema,
  entityId: z.string(),
  /** The record's name when the change was made ('Venue "Harbour Lights"'); null for entries older than ADR 068. */
  label: z.string().nullable(),
  /** The record before and after the change; null where it did not exist (create) or no longer does. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditEntryPageSchema = adminPageSchema(AuditEntrySchema);

/** GET /api/admin/audit: newest first; filter by record, actor, action and time. */
export const AuditListQuerySchema = z.object({
  entityType: AuditEntityTypeSchema.optional(),
  entityId: adminFilterText(64),
  actor: adminFilterText(320),
  action: adminFilterText(64),
  from: plausibleDateTime().optional(),
  to: plausibleDateTime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: AdminCursorSchema,
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
