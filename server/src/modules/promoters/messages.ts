/** Answers of the promoter endpoints (SPEC 8 'Promoter' and ruling 12). */
export const promoterMessages = {
  notFound: "We couldn't find the promoter details you're looking for. Please check the link and try again.",
  noLongerValid: 'This promoter code is no longer valid. Please contact Marketing for a new link.',
  sent: 'Voucher sent.',
} as const;
