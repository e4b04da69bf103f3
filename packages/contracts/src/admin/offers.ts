import { z } from 'zod';
import { NO_END_YEAR, plausibleDateTime } from '../dates.ts';
import { DealAvailabilitySchema, LockedOfferSchema, OfferRequirementSchema, RedemptionRuleSchema, UnlockedOfferSchema } from '../offers.ts';
import { ScheduleLockReasonSchema } from '../staff.ts';
import { WEEKDAYS } from '../weekdays.ts';
import { multilineText } from '../text.ts';
import { AdminMessages, VersionSchema, adminListQuerySchema, adminName, adminPageSchema } from './common.ts';

/** An offer as the console sees it. */
export const AdminOfferSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO date-times; the offer shows between them. */
  startsAt: z.string(),
  endsAt: z.string(),
  availability: DealAvailabilitySchema,
  /** What a member must have done first. */
  requirement: OfferRequirementSchema,
  /** Only VIP members see it. */
  vip: z.boolean(),
  redemptionRule: RedemptionRuleSchema,
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOffer = z.infer<typeof AdminOfferSchema>;
export const AdminOfferPageSchema = adminPageSchema(AdminOfferSchema);

/** GET /api/admin/offers: search by title; filter by venue and active. */
export const AdminOfferListQuerySchema = adminListQuerySchema(['title', 'startsAt', 'endsAt', 'createdAt'] as const).extend({
  venueId: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type AdminOfferListQuery = z.infer<typeof AdminOfferListQuerySchema>;

/** Every field of an offer as the console writes it. */
export const offerFields = z.object({
  venueId: z.number().int().positive(),
  title: adminName(),
  description: multilineText({ max: 2000, messages: { required: 'Required.' } }),
  startsAt: plausibleDateTime(),
  /** Year 9999 (NO_END_YEAR) when it has no end. */
  endsAt: plausibleDateTime({ last: NO_END_YEAR }),
  availability: DealAvailabilitySchema,
  requirement: OfferRequirementSchema,
  vip: z.boolean(),
  redemptionRule: RedemptionRuleSchema,
  active: z.boolean(),
});
const endAfterStart = (value: { startsAt: string; endsAt: string }) => Date.parse(value.endsAt) > Date.parse(value.startsAt);
// A day counts only with both times (as the server stores it), so hours on no day lock the offer for good (issue 22 item 1).
const someDayWithHours = (value: { availability: z.infer<typeof DealAvailabilitySchema> }) =>
  WEEKDAYS.some((day) => value.availability[`${day}StartTime`] && value.availability[`${day}StopTime`]);

/** Body of POST /api/admin/offers. */
export const AdminOfferInputSchema = offerFields
  .refine(endAfterStart, { message: AdminMessages.endBeforeStart, path: ['endsAt'] })
  .refine(someDayWithHours, { message: AdminMessages.neverAvailable, path: ['availability'] });
export type AdminOfferInput = z.infer<typeof AdminOfferInputSchema>;

/** Body of PUT /api/admin/offers/{id}. */
export const AdminOfferUpdateSchema = offerFields
  .extend({ version: VersionSchema })
  .refine(endAfterStart, { message: AdminMessages.endBeforeStart, path: ['endsAt'] })
  .refine(someDayWithHours, { message: AdminMessages.neverAvailable, path: ['availability'] });
export type AdminOfferUpdate = z.infer<typeof AdminOfferUpdateSchema>;

/**
 * GET /api/admin/offers/{id}/preview: the offer exactly as GET /api/offers would show it to a member
 * who meets its requirement, and (when it has one) to a member who does not yet; and what the staff
 * screen shows for it now.
 */
export const AdminOfferPreviewSchema = z.object({
  unlocked: UnlockedOfferSchema,
  locked: LockedOfferSchema.nullable(),
  /**
   * Why staff would see the offer locked now for a member who meets its requirement (and is VIP, for a
   * VIP offer): outside its days and hours, not started or ended; null when they could redeem it.
   */
  atTheCounter: ScheduleLockReasonSchema.nullable(),
});
export type AdminOfferPreview = z.infer<typeof AdminOfferPreviewSchema>;
