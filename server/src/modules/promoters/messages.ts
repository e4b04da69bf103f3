import { PromoterMessages } from '@venue-pass/contracts';

/** Answers of the promoter endpoints (R-ERR-38, R-ERR-39). */
export const promoterMessages = {
  ...PromoterMessages,
  sent: 'Voucher sent.',
} as const;
