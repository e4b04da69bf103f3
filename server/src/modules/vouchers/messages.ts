import { VoucherMessages } from '@venue-pass/contracts';

/** Answers of the voucher and promo-code endpoints. */
export const voucherMessages = {
  ...VoucherMessages,
  wrongCode: 'That code does not match the one we sent you. Please check it and try again.',
  codeExpired: 'This code has expired. Please go back and ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Please go back and ask for a new one.',
  promoCodeNotFound: 'There is no promo code with this id.',
  poolNotFound: 'There is no promo code pool with this id.',
  staffOnly: 'Only venue staff can redeem promo codes.',
  wrongVenue: 'This code belongs to another venue.',
  alreadyRedeemed: 'This code has already been redeemed.',
  promoCodeExpired: 'This code has expired.',
} as const;

export function verificationText(promotionName: string, code: string, ttlSeconds: number): string {
  return `Your verification code for ${promotionName} is ${code}. It expires in ${Math.round(ttlSeconds / 60)} minutes. Never share it.`;
}

export function voucherText(options: { promotionName: string; venueName: string | null; link: string; code: string; expiresAt: Date }): string {
  const where = options.venueName ? ` at ${options.venueName}` : '';
  const until = options.expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  return `Here is your voucher for ${options.promotionName}${where}: ${options.link} (code ${options.code}, valid until ${until}). Show it to staff; it can be used once.`;
}
