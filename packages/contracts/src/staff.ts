import { z } from 'zod';
import { plausibleDate } from './dates.ts';
import { RedemptionRuleSchema } from './offers.ts';
import { MAX_VENUE_ID } from './venues.ts';
import { PrintedVoucherCodeSchema, PublicIdSchema } from './vouchers.ts';

/** Texts of the staff screen that the API answers with or the screen shows. */
export const StaffMessages = {
  /** A blocked card. */
  cardNotValid: 'Card not valid',
  /** No card has this number or QR code (a typo, or an erased member's card). */
  cardNotFound: 'Card not found',
  alreadyUsed: 'Already used',
  notEligible: 'Not available to this member now',
  otherVenue: 'This is not one of your venues.',
  undoExpired: 'This redemption can no longer be undone.',
  /** A retried redemption (same Idempotency-Key) whose first attempt has since been undone. */
  redemptionUndone: 'This redemption was undone. Redeem again to record a new one.',
  /** A voucher whose promotion the operator deleted. */
  voucherWithdrawn: "This voucher's promotion has been withdrawn. It cannot be redeemed.",
  redemptionNotFound: 'Redemption not found.',
  staffOnly: 'Only venue staff can do this.',
  offerNotFound: 'This offer is not available at this venue.',
} as const;

/** Why an offer is locked for the member at the counter, in the order the server checks them. */
export const OfferLockReasonSchema = z.enum(['NotVerified', 'NoPhoto', 'NotStudent', 'NotVip', 'OutsideHours', 'NotStarted', 'Ended']);
export type OfferLockReason = z.infer<typeof OfferLockReasonSchema>;

/** The lock reasons that are the same for every member: the offer's days and hours, and its dates. */
export const ScheduleLockReasonSchema = OfferLockReasonSchema.extract(['OutsideHours', 'NotStarted', 'Ended']);
export type ScheduleLockReason = z.infer<typeof ScheduleLockReasonSchema>;

export const OfferLockReasonText: Record<OfferLockReason, string> = {
  NotVerified: 'Not verified',
  NoPhoto: 'No photo',
  NotStudent: 'Not a student',
  NotVip: 'Not VIP',
  OutsideHours: "Outside the offer's days and hours",
  NotStarted: 'Not started',
  Ended: 'Ended',
};

/** Staff may undo their own redemption for this long (a barman taps the wrong offer). */
export const REDEMPTION_UNDO_WINDOW_MS = 2 * 60 * 1000;

const VenueIdSchema = z.coerce.number().int().positive().max(MAX_VENUE_ID);

/**
 * What staff scan or type for a card: the QR's userId (a UUID), or the printed card number (12 hex
 * digits, spaces and case ignored). Normalised to the lower-case UUID or the 12 upper-case digits.
 */
export const CardIdSchema = z
  .string()
  .max(64)
  .transform((raw) => raw.replace(/\s+/g, ''))
  .pipe(
    z.union([
      z.uuid().transform((id) => id.toLowerCase()),
      z
        .string()
        .regex(/^[0-9a-fA-F]{12}$/, 'A card is its QR code or the 12 characters printed under it.')
        .transform((digits) => digits.toUpperCase()),
    ]),
  );

/** A venue the signed-in staff member may act for (from their pos-site-id claim). */
export const StaffVenueSchema = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string(), timeZone: z.string() });
export type StaffVenue = z.infer<typeof StaffVenueSchema>;
export const StaffVenueListSchema = z.array(StaffVenueSchema);

/** Path and query of GET /api/staff/cards/{cardId}?venueId=. */
export const StaffCardParamsSchema = z.object({ cardId: CardIdSchema });
export const StaffVenueQuerySchema = z.object({ venueId: VenueIdSchema });

/** One offer of the venue as staff see it for the scanned member. */
export const StaffOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  redemptionRule: RedemptionRuleSchema,
  status: z.enum(['available', 'used', 'locked']),
  /** Set when status is 'locked'. */
  lockReason: OfferLockReasonSchema.nullable(),
  /** When the member last used it in the current period; set when status is 'used'. */
  usedAt: z.string().nullable(),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

/**
 * The member behind a valid card, as staff need it and no more: no e-mail, phone or birth date.
 * An unknown or blocked card is a 404 with StaffMessages.cardNotValid.
 */
export const StaffCardSchema = z.object({
  firstName: z.string(),
  lastInitial: z.string(),
  /** Same-origin URL an <img> can load without a bearer token (short-lived, signed), or null without a photo. */
  photoUrl: z.string().nullable(),
  badges: z.object({ verified: z.boolean(), student: z.boolean(), vip: z.boolean() }),
  offers: z.array(StaffOfferSchema),
});
export type StaffCard = z.infer<typeof StaffCardSchema>;

/** Body of POST /api/staff/redemptions (with an Idempotency-Key header). */
export const StaffRedemptionInputSchema = z.object({
  cardId: CardIdSchema,
  offerId: z.number().int().positive().max(MAX_VENUE_ID),
  venueId: z.number().int().positive().max(MAX_VENUE_ID),
});
export type StaffRedemptionInput = z.infer<typeof StaffRedemptionInputSchema>;

/** One redemption at a venue: an offer used by a member or a voucher redeemed. */
export const StaffRedemptionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['offer', 'voucher']),
  venueId: z.number().int(),
  /** The offer's name, or the voucher's promotion name. */
  title: z.string(),
  /** The member's first name for an offer; null for a voucher. */
  memberFirstName: z.string().nullable(),
  redeemedAt: z.string(),
  /** Until when the staff member who redeemed it may undo it; null once undone or for someone else's. */
  undoableUntil: z.string().nullable(),
  undone: z.boolean(),
});
export type StaffRedemption = z.infer<typeof StaffRedemptionSchema>;

/** Path of GET /api/staff/photos/{token}: the signed, short-lived token of a card lookup's photoUrl. */
export const StaffPhotoParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{59}$/, 'Not a photo link.') });

/** Path of DELETE /api/staff/redemptions/{id}. */
export const StaffRedemptionIdParamsSchema = z.object({ id: z.uuid() });

/** Query of GET /api/staff/redemptions: the venue-local day, today when omitted. */
export const StaffRedemptionLogQuerySchema = z.object({
  venueId: VenueIdSchema,
  date: plausibleDate().optional(),
});
export const StaffRedemptionLogSchema = z.object({
  venueId: z.number().int(),
  date: z.string(),
  redemptions: z.array(StaffRedemptionSchema),
});
export type StaffRedemptionLog = z.infer<typeof StaffRedemptionLogSchema>;

/**
 * Path of GET /api/staff/vouchers/{voucher}: the voucher QR's promo code id (22 characters, case kept) or
 * the code printed on the voucher (10 characters). The lengths never overlap.
 */
export const StaffVoucherParamsSchema = z.object({
  voucher: z.union([PublicIdSchema.transform((id) => ({ id })), PrintedVoucherCodeSchema.transform((code) => ({ code }))], {
    error: 'A voucher is its QR code or the 10 characters printed on it.',
  }),
});

/** Whether a voucher of this venue (or of no venue) can be redeemed here now, and if not, why. */
export const StaffVoucherStatusSchema = z.enum(['redeemable', 'redeemed', 'expired', 'withdrawn']);
export type StaffVoucherStatus = z.infer<typeof StaffVoucherStatusSchema>;

/**
 * A voucher as staff at a venue see it before Redeem (GET /api/staff/vouchers/{voucher}?venueId=). A voucher
 * of another venue's promotion is `otherVenue` with that venue's name and nothing more: exactly what
 * redeeming it here would be refused with (ADR 058).
 */
export const StaffVoucherSchema = z.discriminatedUnion('status', [
  z.object({
    status: StaffVoucherStatusSchema,
    /** The code printed on the voucher. */
    code: z.string(),
    promotionName: z.string(),
    /** The promotion's venue; null for a promotion valid at any venue. */
    venueName: z.string().nullable(),
    expiresAt: z.string(),
    /** When and where it was redeemed (the venue is null for redemptions recorded before ADR 053). */
    redeemedAt: z.string().nullable(),
    redeemedVenueName: z.string().nullable(),
  }),
  z.object({ status: z.literal('otherVenue'), venueName: z.string() }),
]);
export type StaffVoucher = z.infer<typeof StaffVoucherSchema>;
