import type { Offer } from '@venue-pass/contracts';
import { useMemo } from 'react';
import { FavouriteToggle } from '../../venues/components/favourite-toggle.tsx';
import { groupOffersByVenue } from '../group-offers.ts';
import { OfferCard } from './offer-card.tsx';
import { VenueLogo } from '../../../components/ui/venue-logo.tsx';

export interface OfferGroupsProps {
  offers: readonly Offer[];
  /** Base of the details address, e.g. '/offers' or '/vip'. */
  basePath: string;
}

/** Offers grouped by venue, favourite venues first, each venue with its star toggle (R-OFFERS-01 to R-OFFERS-03). */
export function OfferGroups({ offers, basePath }: OfferGroupsProps) {
  const groups = useMemo(() => groupOffersByVenue(offers), [offers]);
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ venue, offers: venueOffers }) => (
        <section key={venue.id} aria-labelledby={`venue-${venue.id}`} className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <VenueLogo name={venue.name} logoUrl={venue.logoUrl} alt="" className="size-12" />
            <div className="grow">
              <h2 id={`venue-${venue.id}`} className="text-xl font-bold text-slate-900">
                {venue.name}
              </h2>
              <p className="text-sm text-slate-700">{venue.description}</p>
            </div>
            <FavouriteToggle venue={venue} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {venueOffers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} detailsPath={`${basePath}/${offer.id}`} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
