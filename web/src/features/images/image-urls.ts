/** SPEC 7 "Static and images": addresses under the configured images base URL. */
function base(imagesUrl: string | undefined): string {
  return (imagesUrl ?? '').replace(/\/+$/, '');
}

export function promoCodeImageUrl(imagesUrl: string | undefined, promoCodeId: string): string {
  return `${base(imagesUrl)}/images/promo-code/public/${encodeURIComponent(promoCodeId)}`;
}

export function offerPosterUrl(imagesUrl: string | undefined, offerId: string, contactId: string): string {
  return `${base(imagesUrl)}/images/offer-poster/${encodeURIComponent(offerId)}?${new URLSearchParams({ customerId: contactId })}`;
}
