/** Promoter page (SPEC 2 'Promoter page', SPEC 8 'Promoter', ruling 12). */
export const promoterMessages = {
  title: 'Promoter Sign Up',
  notFound: "We couldn't find the promoter details you're looking for. Please check the link and try again.",
  noLongerValid: 'This promoter code is no longer valid. Please contact Marketing for a new link.',
  sent: 'Succesfully sent',
  failed: (serverMessage: string) => `Failed to send - ${serverMessage}`,
  phoneNumber: "Customer's phone number",
  send: 'Send',
  sending: 'Sending…',
  voucher: (name: string) => `Voucher: ${name}`,
} as const;

/** Ruling 16: status messages clear after 10 seconds. */
export const STATUS_CLEAR_MS = 10_000;
