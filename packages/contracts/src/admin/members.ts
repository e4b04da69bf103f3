import { z } from 'zod';
import { ConsentEventSchema } from '../consent.ts';
import { singleLineText } from '../text.ts';
import { VersionSchema, adminListQuerySchema, adminPageSchema } from './common.ts';

/** A member in the console's search results. */
export const AdminMemberSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** As printed on the card: 'A1B2 C3D4 E5F6'. */
  cardNumber: z.string(),
  cardBlocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminMemberSummary = z.infer<typeof AdminMemberSummarySchema>;
export const AdminMemberPageSchema = adminPageSchema(AdminMemberSummarySchema);

/**
 * GET /api/admin/members: `q` is an e-mail address (or its start), a first or last name (or its start),
 * or a card number (spaces ignored, at least 4 of its 12 characters). Erased members are never found.
 */
export const AdminMemberListQuerySchema = adminListQuerySchema(['email', 'lastName', 'createdAt'] as const);
export type AdminMemberListQuery = z.infer<typeof AdminMemberListQuerySchema>;

/** Where a member stands in onboarding. */
export const AdminOnboardingSchema = z.object({
  accountVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** When the member agreed to mailings; null without consent. */
  mailingConsentAt: z.string().nullable(),
  studentVerification: z.string(),
  requirePhotoUpload: z.boolean(),
  hasPhoto: z.boolean(),
});

/** One offer redemption of the member. */
export const AdminMemberRedemptionSchema = z.object({
  id: z.uuid(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  venueName: z.string(),
  redeemedAt: z.string(),
  undone: z.boolean(),
});

/** One voucher (promo code) of the member. */
export const AdminMemberVoucherSchema = z.object({
  id: z.string(),
  promotionName: z.string(),
  status: z.string(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});

/** A member as the console's member page shows them. */
export const AdminMemberDetailSchema = AdminMemberSummarySchema.extend({
  mobileNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  vip: z.boolean(),
  onboarding: AdminOnboardingSchema,
  card: z.object({ blockedAt: z.string().nullable(), blockedReason: z.string().nullable() }),
  registrationSource: z.string().nullable(),
  /** When the member was erased: their row stays, anonymised, and nothing about them can be changed. */
  erasedAt: z.string().nullable(),
  redemptions: z.array(AdminMemberRedemptionSchema),
  vouchers: z.array(AdminMemberVoucherSchema),
  /** Every grant and withdrawal of marketing consent, oldest first. */
  consentHistory: z.array(ConsentEventSchema),
  version: z.number().int(),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

/** Body of POST /api/admin/members/{id}/block: the reason the member is shown on their dashboard. */
export const AdminBlockCardInputSchema = z.object({
  reason: singleLineText({ max: 200, messages: { required: 'Say why the card is blocked.' } }),
  version: VersionSchema,
});
export type AdminBlockCardInput = z.infer<typeof AdminBlockCardInputSchema>;

/** Body of POST /api/admin/members/{id}/unblock and /erase. */
export const AdminMemberChangeInputSchema = z.object({ version: VersionSchema });
export type AdminMemberChangeInput = z.infer<typeof AdminMemberChangeInputSchema>;

/**
 * GET /api/admin/members/{id}/export: everything stored about the member (GDPR right of access), as
 * JSON. Sections are objects or lists of objects keyed by what they hold.
 */
export const AdminMemberExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  account: z.record(z.string(), z.unknown()).nullable(),
  photo: z.record(z.string(), z.unknown()).nullable(),
  favouriteVenues: z.array(z.record(z.string(), z.unknown())),
  registrationSource: z.record(z.string(), z.unknown()).nullable(),
  redemptions: z.array(z.record(z.string(), z.unknown())),
  vouchers: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  contactMessages: z.array(z.record(z.string(), z.unknown())),
  consents: z.array(ConsentEventSchema),
});
export type AdminMemberExport = z.infer<typeof AdminMemberExportSchema>;

/** Answer of POST /api/admin/members/{id}/resend-verification. */
export const AdminResendResultSchema = z.object({ sentTo: z.string() });
