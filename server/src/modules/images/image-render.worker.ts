import { type OfferPoster, renderOfferPoster } from './offer-poster.ts';
import { type PublicPromoCode, renderVoucherImage } from './voucher-image.ts';

/** One image to draw; plain data, because it crosses to a worker thread. */
export type RenderJob =
  | { kind: 'poster'; poster: OfferPoster }
  | { kind: 'voucher'; promoCodeId: string; voucher: PublicPromoCode };

/** Runs in the render pool's threads (image-renderer.ts): satori and resvg take ~45 ms per image. */
export default function render(job: RenderJob): Promise<Buffer> {
  return job.kind === 'poster' ? renderOfferPoster(job.poster) : renderVoucherImage(job.promoCodeId, job.voucher);
}
