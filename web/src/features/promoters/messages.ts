import { PromoterMessages } from '@venue-pass/contracts';

/** Promoter page (SPEC 2 'Promoter page', SPEC 8 'Promoter', ruling 12). */
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

/** Ruling 16: status messages clear after 10 seconds. */
export const STATUS_CLEAR_MS = 10_000;
