import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectAppConfig } from '../../../config/config-slice.ts';
import voucherNotFound from '../assets/voucher-not-found.svg';
import { promoCodeImageUrl } from '../image-urls.ts';
import { imageMessages as m } from '../messages.ts';
import { FullScreenImage } from './full-screen-image.tsx';

/** /q/{promoCodeId}: the public voucher image, or the 'voucher not found' image when it cannot load. */
export function PromoCodeImagePage() {
  const { promoCodeId = '' } = useParams();
  const imagesUrl = useAppSelector(selectAppConfig)?.api.imagesUrl;
  return (
    <FullScreenImage
      src={promoCodeImageUrl(imagesUrl, promoCodeId)}
      alt={m.voucherAlt}
      fallbackSrc={voucherNotFound}
      fallbackAlt={m.voucherNotFound}
    />
  );
}
