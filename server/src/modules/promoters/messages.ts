import { PromoterMessages } from '@venue-pass/contracts';

/** Answers of the promoter endpoints (SPEC 8 'Promoter' and ruling 12). */
export const promoterMessages = {
  ...PromoterMessages,
  sent: 'Voucher sent.',
} as const;
