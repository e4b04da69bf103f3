import { VoucherMessages } from '@venue-pass/contracts';

/** Answers of the public voucher flow (lookup, send by phone, verification code); the spec's words come from contracts. */
export const voucherMessages = {
  promotionNotFound: VoucherMessages.promotionNotFound,
  voucherNotFound: VoucherMessages.voucherNotFound,
  wrongCode: 'That code does not match the one we sent you. Please check it and try again.',
  codeExpired: 'This code has expired. Please go back and ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Please go back and ask for a new one.',
} as const;

export function verificationText(promotionName: string, code: string, ttlSeconds: number): string {
  return `Your verification code for ${promotionName} is ${code}. It expires in ${Math.round(ttlSeconds / 60)} minutes. Never share it.`;
}
