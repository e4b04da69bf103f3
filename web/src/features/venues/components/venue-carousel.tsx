import { useEffect, useState } from 'react';
import { useGetVenuesQuery } from '../api.ts';
import { VENUE_CAROUSEL_INTERVAL_MS, venueMessages } from '../messages.ts';
import { VenuePanel } from './venue-panel.tsx';
import { VenueLogo } from '../../../components/ui/venue-logo.tsx';

/** The landing page's 'Our Venues' panel: one venue at a time, its logo and name, wrapping to the first. */
const LOGO_BOX = 'h-32 w-64 max-w-full';

export function VenueCarousel() {
  const { data: venues = [], isError, isLoading } = useGetVenuesQuery();
  const [tick, setTick] = useState(0);
  const count = venues.length;

  useEffect(() => {
    if (count < 2) {
      return;
    }
    const timer = setInterval(() => setTick((value) => value + 1), VENUE_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);

  const venue = count > 0 ? venues[tick % count] : undefined;

  return (
    <VenuePanel>
      {isError && (
        <p role="alert" className="text-red-800">
          {venueMessages.loadFailed}
        </p>
      )}
      {!isError && !isLoading && !venue && <p className="text-slate-700">{venueMessages.noVenues}</p>}
      {venue && (
        // The logo's box is fixed, so nothing moves when a logo of another shape arrives or the next venue shows.
        <figure className="flex flex-col items-center gap-2">
          {venue.website ? (
            <a
              href={venue.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={venueMessages.visitSite(venue.name)}
              className="rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-violet-700"
            >
              <VenueLogo name={venue.name} logoUrl={venue.logoUrl} alt={venue.name} className={LOGO_BOX} />
            </a>
          ) : (
            <VenueLogo name={venue.name} logoUrl={venue.logoUrl} alt={venue.name} className={LOGO_BOX} />
          )}
          {/* The logo already carries the name for assistive technology (R-LANDING-08); this is for the eye. */}
          <figcaption aria-hidden="true" className="text-lg font-semibold text-slate-900">
            {venue.name}
          </figcaption>
        </figure>
      )}
    </VenuePanel>
  );
}
