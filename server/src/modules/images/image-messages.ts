/** Words drawn into the generated images. */
export const imageMessages = {
  brand: 'Venue Pass',
  voucher: 'Voucher',
  validUntil: (date: string) => `Valid until ${date}`,
  redeemed: 'This voucher has been used',
  voucherHint: 'Show this voucher to staff at the venue. It can be used once.',
  offerPoster: 'Member offer',
  posterHint: 'Show this poster to staff so they can apply the offer to your visit.',
  reference: 'Your reference',
} as const;

/** Answers of the image endpoints. */
export const imageAnswers = {
  offerNotFound: 'Offer not found',
  voucherNotFound: 'Voucher not found',
  busy: 'We are drawing a lot of images right now. Please try again in a moment.',
} as const;
