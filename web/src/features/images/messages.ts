/** User-facing text of the full-screen image pages (SPEC 2: /q and /p). */
export const imageMessages = {
  voucherAlt: 'Your voucher',
  voucherNotFound: 'Voucher not found',
  offerPosterAlt: 'Offer poster',
  offerNotFound: 'Offer not found',
} as const;
