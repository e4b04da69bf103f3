import { z } from 'zod';
import { NO_END_YEAR, plausibleDateTime } from '../dates.ts';
import { AdminMessages, VersionSchema, adminListQuerySchema, adminName, adminPageSchema } from './common.ts';

/** How a promotion's vouchers reach the phone. */
export const PromotionChannelSchema = z.enum(['sms', 'whatsapp']);
export type PromotionChannel = z.infer<typeof PromotionChannelSchema>;

/**
 * Vouchers of a promotion so far: sent (a number asked and got a voucher or its verification code),
 * verified (the voucher was issued: the number was confirmed, or the promotion asks no confirmation),
 * redeemed (at a venue, not undone).
 */
export const PromotionFiguresSchema = z.object({
  sent: z.number().int(),
  verified: z.number().int(),
  redeemed: z.number().int(),
});
export type PromotionFigures = z.infer<typeof PromotionFiguresSchema>;

/** A voucher promotion as the console sees it. */
export const AdminPromotionSchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  name: z.string(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  channel: PromotionChannelSchema,
  requireVerification: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  voucherValidDays: z.number().int(),
  /** Most vouchers it may issue; null without a cap. */
  cap: z.number().int().nullable(),
  /** Absolute URL of the public page where anyone requests the voucher (/voucher/{publicId}). */
  publicUrl: z.string(),
  figures: PromotionFiguresSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export const AdminPromotionPageSchema = adminPageSchema(AdminPromotionSchema);

export const AdminPromotionListQuerySchema = adminListQuerySchema(['name', 'startsAt', 'endsAt', 'createdAt'] as const).extend({
  venueId: z.coerce.number().int().positive().optional(),
});
export type AdminPromotionListQuery = z.infer<typeof AdminPromotionListQuerySchema>;

const promotionFields = z.object({
  name: adminName(),
  venueId: z.number().int().positive().nullable(),
  channel: PromotionChannelSchema,
  requireVerification: z.boolean(),
  startsAt: plausibleDateTime(),
  /** Year 9999 (NO_END_YEAR) when it has no end. */
  endsAt: plausibleDateTime({ last: NO_END_YEAR }),
  voucherValidDays: z.number().int().min(1).max(3650),
  cap: z.number().int().min(0).max(10_000_000).nullable(),
});
const endAfterStart = (value: { startsAt: string; endsAt: string }) => Date.parse(value.endsAt) > Date.parse(value.startsAt);

/** Body of POST /api/admin/promotions. */
export const AdminPromotionInputSchema = promotionFields.refine(endAfterStart, { message: AdminMessages.endBeforeStart, path: ['endsAt'] });
export type AdminPromotionInput = z.infer<typeof AdminPromotionInputSchema>;

/** Body of PUT /api/admin/promotions/{id}. */
export const AdminPromotionUpdateSchema = promotionFields
  .extend({ version: VersionSchema })
  .refine(endAfterStart, { message: AdminMessages.endBeforeStart, path: ['endsAt'] });
export type AdminPromotionUpdate = z.infer<typeof AdminPromotionUpdateSchema>;
