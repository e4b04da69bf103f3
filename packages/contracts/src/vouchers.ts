import { z } from 'zod';
import { singleLineText } from './text.ts';
import { MAX_VENUE_ID } from './venues.ts';

/** A phone number for a voucher or promoter send has at least 10 characters (R-CONST-13). */
export const MIN_PHONE_LENGTH = 10;
/** Voucher verification codes are exactly 6 characters (R-CONST-11). */
export const VOUCHER_CODE_LENGTH = 6;

/** Voucher texts that the API answers with and the voucher pages show (R-ERR-32 to R-ERR-34, R-ERR-37). */
export const VoucherMessages = {
  promotionNotFound: 'We cannot find a valid promotion for the scanned code. It may be that it is expired.',
  offerEnded: 'Sorry, this offer is now ended.',
  alreadyReceived: 'It seems you have already received this voucher before... you can only get this offer once.',
  voucherNotFound: 'Oops we hit a problem and cannot find the voucher. Please try again.',
} as const;

/** The words of a name, lower-cased: letters and digits, whatever the punctuation and spacing between them. */
function wordsOf(text: string): string[] {
  return text.normalize('NFC').toLocaleLowerCase('en-GB').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether a promotion's title already names its venue (issue 22 item 8), so a voucher names the venue
 * once: its words appear in the title together and whole, in any case. 'Welcome drink at Harbour
 * Lights' names Harbour Lights; 'Barbecue night' does not name a venue called Bar.
 */
export function titleNamesVenue(title: string, venueName: string): boolean {
  const titleWords = wordsOf(title);
  const venueWords = wordsOf(venueName);
  if (venueWords.length === 0) return false;
  return titleWords.some((_, start) => venueWords.every((word, offset) => titleWords[start + offset] === word));
}

/**
 * Random public identifiers in links (promotion publicId, promo code id, promoter code, mobile sign-up
 * code): 128 bits as base64url, i.e. 22 characters. Anything else cannot name a row.
 */
export const PublicIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a valid identifier.');

/** A phone number as typed; the server normalises it to E.164. */
export const PhoneNumberInputSchema = singleLineText({ max: 32 }).min(MIN_PHONE_LENGTH);

/** Path of GET /api/vouchers/{publicId}. */
export const VoucherPublicIdParamsSchema = z.object({ publicId: PublicIdSchema });
export type VoucherPublicIdParams = z.infer<typeof VoucherPublicIdParamsSchema>;

/** Voucher promotion as the public pages see it (R-ENTITY-33). */
export const VoucherPromotionSchema = z.object({
  name: z.string(),
  isAvailable: z.boolean(),
  requireVerification: z.boolean(),
});
export type VoucherPromotion = z.infer<typeof VoucherPromotionSchema>;

/** Body of POST /api/vouchers/send: `id` is the promotion's publicId. */
export const VoucherSendInputSchema = z.object({
  phoneNumber: PhoneNumberInputSchema,
  id: PublicIdSchema,
});
export type VoucherSendInput = z.infer<typeof VoucherSendInputSchema>;

/**
 * Voucher send result (R-ENTITY-34): `id` is the promo code id the verify page carries
 * while a verification code is pending; empty once the voucher went straight to the phone, so the
 * caller learns nothing that opens it.
 */
export const VoucherSendResultSchema = z.object({
  verificationSent: z.boolean(),
  voucherSent: z.boolean(),
  id: z.string(),
});
export type VoucherSendResult = z.infer<typeof VoucherSendResultSchema>;

/** Body of POST /api/vouchers/verify: `id` is the promo code id from the send result. */
export const VoucherVerifyInputSchema = z.object({
  verificationCode: singleLineText({ max: VOUCHER_CODE_LENGTH }).length(VOUCHER_CODE_LENGTH),
  id: PublicIdSchema,
});
export type VoucherVerifyInput = z.infer<typeof VoucherVerifyInputSchema>;

/** Path of GET /api/promo-codes/{id}. */
export const PromoCodeIdParamsSchema = z.object({ id: PublicIdSchema });
export type PromoCodeIdParams = z.infer<typeof PromoCodeIdParamsSchema>;

/** An issued single-use promo code; never carries the phone number it was sent to. */
export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  promotionName: z.string(),
  venueName: z.string().nullable(),
  expiresAt: z.string(),
  isRedeemed: z.boolean(),
  redeemedAt: z.string().nullable(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/**
 * Body of POST /api/promo-codes/register: a signed-in member takes one code from a pool open to members;
 * `id` is the pool's random public id, so pools cannot be counted.
 */
export const PromoCodeRegisterInputSchema = z.object({ id: PublicIdSchema });
export type PromoCodeRegisterInput = z.infer<typeof PromoCodeRegisterInputSchema>;

/**
 * Where staff redeem a voucher: one of their venues. A voucher of a venue's promotion must be redeemed at that
 * venue; one of a promotion with no venue is recorded at this venue (needed when the staff member has several).
 */
const RedeemAtSchema = z.object({ venueId: z.number().int().positive().max(MAX_VENUE_ID).optional() });

/** The code printed on a voucher for staff to type: ten letters and digits, case and surrounding space ignored. */
export const PrintedVoucherCodeSchema = z.string().trim().toUpperCase().regex(/^[0-9A-Z]{10}$/, 'Not a valid code.');

/** Body of POST /api/promo-codes/redeem: staff redeem a code by its id (from the QR) or its printed code, at `venueId`. */
export const PromoCodeRedeemInputSchema = z.union([
  RedeemAtSchema.extend({ id: PublicIdSchema }),
  RedeemAtSchema.extend({ code: PrintedVoucherCodeSchema }),
]);
export type PromoCodeRedeemInput = z.infer<typeof PromoCodeRedeemInputSchema>;

/** Answer of POST /api/promo-codes/redeem: the code, and the redemption's id, which DELETE /api/staff/redemptions/{id} undoes. */
export const PromoCodeRedemptionSchema = PromoCodeSchema.extend({ redemptionId: z.uuid() });
export type PromoCodeRedemption = z.infer<typeof PromoCodeRedemptionSchema>;

/**
 * Optional Idempotency-Key header of the public send endpoints: a retried request with the same key
 * gets the first answer again and sends nothing.
 */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible ASCII characters.')
    .optional(),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeadersSchema>;

/** The header carrying a solved proof of work: base64 of the ALTCHA payload `{ challenge, solution }`. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/**
 * Headers of the public send endpoints: the optional Idempotency-Key, and past a per-client threshold the
 * solved proof of work (an answer of 428 asks for it; GET /api/proof-of-work gives the challenge).
 */
export const PublicSendHeadersSchema = IdempotencyHeadersSchema.extend({
  [PROOF_OF_WORK_HEADER]: z.string().max(8192).regex(/^[A-Za-z0-9+/=]*$/, 'The proof of work must be base64.').optional(),
});
export type PublicSendHeaders = z.infer<typeof PublicSendHeadersSchema>;

/** A signed ALTCHA proof-of-work challenge (GET /api/proof-of-work); the client finds the counter that derives its key. */
export const ProofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type ProofOfWorkChallenge = z.infer<typeof ProofOfWorkChallengeSchema>;
