import { z } from 'zod';
import { VersionSchema, adminListQuerySchema, adminName, adminPageSchema } from './common.ts';

/** A promoter as the console sees it. */
export const AdminPromoterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  promotionId: z.number().int(),
  promotionName: z.string(),
  dailyQuota: z.number().int(),
  /** False once revoked: the link sends nothing more. */
  active: z.boolean(),
  revokedAt: z.string().nullable(),
  /** Absolute URL of the promoter's page (/promoter/{uniqueCode}). */
  link: z.string(),
  sentToday: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromoter = z.infer<typeof AdminPromoterSchema>;
export const AdminPromoterPageSchema = adminPageSchema(AdminPromoterSchema);

export const AdminPromoterListQuerySchema = adminListQuerySchema(['name', 'createdAt'] as const).extend({
  promotionId: z.coerce.number().int().positive().optional(),
});
export type AdminPromoterListQuery = z.infer<typeof AdminPromoterListQuerySchema>;

/** Body of POST /api/admin/promoters. */
export const AdminPromoterInputSchema = z.object({
  promotionId: z.number().int().positive(),
  name: adminName(),
  dailyQuota: z.number().int().min(0).max(100_000),
});
export type AdminPromoterInput = z.infer<typeof AdminPromoterInputSchema>;

/** Body of PUT /api/admin/promoters/{id}: name and quota (the promotion stays). */
export const AdminPromoterUpdateSchema = z.object({ name: adminName(), dailyQuota: z.number().int().min(0).max(100_000), version: VersionSchema });
export type AdminPromoterUpdate = z.infer<typeof AdminPromoterUpdateSchema>;

/** Body of POST /api/admin/promoters/{id}/revoke. */
export const AdminRevokeInputSchema = z.object({ version: VersionSchema });
export type AdminRevokeInput = z.infer<typeof AdminRevokeInputSchema>;

/** Outcomes of a promoter send as recorded. */
export const PromoterSendOutcomeSchema = z.enum([
  'sent',
  'already_received',
  'invalid_number',
  'country_not_allowed',
  'rate_limited',
  'quota_exceeded',
  'offer_ended',
  'failed',
]);

/** One attempt from a promoter's page; the number is masked to its last three digits. */
export const AdminPromoterSendSchema = z.object({
  id: z.string(),
  maskedPhoneNumber: z.string().nullable(),
  outcome: PromoterSendOutcomeSchema,
  createdAt: z.string(),
});
export type AdminPromoterSend = z.infer<typeof AdminPromoterSendSchema>;
export const AdminPromoterSendPageSchema = adminPageSchema(AdminPromoterSendSchema);
export const AdminPromoterSendListQuerySchema = adminListQuerySchema(['createdAt'] as const);
