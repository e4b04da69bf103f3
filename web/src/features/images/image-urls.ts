/** Addresses under the configured images base URL (R-IMAGES-03 to R-IMAGES-05). */
function base(imagesUrl: string | undefined): string {
  return (imagesUrl ?? '').replace(/\/+$/, '');
}

export function promoCodeImageUrl(imagesUrl: string | undefined, promoCodeId: string): string {
  return `${base(imagesUrl)}/images/promo-code/public/${encodeURIComponent(promoCodeId)}`;
}

export function offerPosterUrl(imagesUrl: string | undefined, offerId: string, contactId: string): string {
  return `${base(imagesUrl)}/images/offer-poster/${encodeURIComponent(offerId)}?${new URLSearchParams({ customerId: contactId })}`;
}
