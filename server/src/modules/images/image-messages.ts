import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';

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

/** Dates read '12 March 2026', en-GB in the scheme's time zone, as on the offer pages. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SCHEME_TIME_ZONE }).format(date);
}

/** Answers of the image endpoints. */
export const imageAnswers = {
  offerNotFound: 'Offer not found',
  voucherNotFound: 'Voucher not found',
  busy: 'We are drawing a lot of images right now. Please try again in a moment.',
} as const;
