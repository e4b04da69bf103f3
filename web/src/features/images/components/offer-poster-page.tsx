import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectAppConfig } from '../../../config/config-slice.ts';
import offerNotFound from '../assets/offer-not-found.svg';
import { offerPosterUrl } from '../image-urls.ts';
import { imageMessages as m } from '../messages.ts';
import { FullScreenImage } from './full-screen-image.tsx';

/** /p/{offerId}/{contactId}: the offer poster made out to one contact. */
export function OfferPosterPage() {
  const { offerId = '', contactId = '' } = useParams();
  const imagesUrl = useAppSelector(selectAppConfig)?.api.imagesUrl;
  return (
    <FullScreenImage
      src={offerPosterUrl(imagesUrl, offerId, contactId)}
      alt={m.offerPosterAlt}
      fallbackSrc={offerNotFound}
      fallbackAlt={m.offerNotFound}
    />
  );
}
