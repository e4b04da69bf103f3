import { PromoterMessages } from '@venue-pass/contracts';

/** Promoter page (R-ROUTES-29, R-ERR-38 to R-ERR-41). */
export const promoterMessages = {
  title: 'Promoter Sign Up',
  notFound: PromoterMessages.notFound,
  noLongerValid: PromoterMessages.noLongerValid,
  sent: 'Succesfully sent',
  failed: (serverMessage: string) => `Failed to send - ${serverMessage}`,
  phoneNumber: "Customer's phone number",
  send: 'Send',
  sending: 'Sending…',
  voucher: (name: string) => `Voucher: ${name}`,
} as const;

/** Status messages clear after 10 seconds (R-CONST-14). */
export const STATUS_CLEAR_MS = 10_000;
