/** User-facing text of the full-screen image pages /q and /p (R-ROUTES-30 to R-ROUTES-32). */
export const imageMessages = {
  voucherAlt: 'Your voucher',
  voucherNotFound: 'Voucher not found',
  offerPosterAlt: 'Offer poster',
  offerNotFound: 'Offer not found',
} as const;
