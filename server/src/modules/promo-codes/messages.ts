import { SCHEME_TIME_ZONE, VoucherMessages, titleNamesVenue } from '@venue-pass/contracts';

/** Answers about promo codes: issuing, claiming from a pool, looking up and redeeming. */
export const promoCodeMessages = {
  offerEnded: VoucherMessages.offerEnded,
  alreadyReceived: VoucherMessages.alreadyReceived,
  promoCodeNotFound: 'There is no promo code with this id.',
  poolNotFound: 'There is no promo code pool with this id.',
  claimNeedsVerifiedAccount: 'Verify your account to claim this code.',
  claimNeedsPhoto: 'Add your verification photo to claim this code.',
  claimNeedsStudentEmail: 'Confirm your student e-mail address to claim this code.',
  /** Names the venue: staff can then tell the member where the voucher is good (ADR 058). */
  wrongVenue: (venueName: string) => `This code belongs to ${venueName}.`,
  venueNeeded: 'Choose the venue this voucher is redeemed at.',
  alreadyRedeemed: 'This code has already been redeemed.',
  promoCodeExpired: 'This code has expired.',
} as const;

type VoucherMessage = { promotionName: string; venueName: string | null; link: string; code: string; expiresAt: Date };

/**
 * The values a voucher message carries, in the order of the WhatsApp template's variables
 * (TWILIO_WHATSAPP_TEMPLATE_VOUCHER): what it is for, naming the venue once after a title that does not
 * (issue 22 item 8), the link, the code and the last day.
 */
export function voucherTemplateVariables(options: VoucherMessage): [what: string, link: string, code: string, until: string] {
  const where = options.venueName && !titleNamesVenue(options.promotionName, options.venueName) ? ` at ${options.venueName}` : '';
  const until = options.expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SCHEME_TIME_ZONE });
  return [`${options.promotionName}${where}`, options.link, options.code, until];
}

/** The text of a voucher message: the SMS itself, and what the local outbox shows of the WhatsApp template. */
export function voucherText(options: VoucherMessage): string {
  const [what, link, code, until] = voucherTemplateVariables(options);
  return `Here is your voucher for ${what}: ${link} (code ${code}, valid until ${until}). Show it to staff; it can be used once.`;
}
