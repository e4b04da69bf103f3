import { sortFavouritesFirst } from '@venue-pass/contracts';
import { useMemo } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useGetVenuesQuery } from '../api.ts';
import { venueHeadingMessages } from '../heading-messages.ts';
import { venueMessages } from '../messages.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { VenueLogo } from '../../../components/ui/venue-logo.tsx';

/** /venues: the 'Our Venues' grid, favourites first, then alphabetically ignoring case (R-VENUES-01 to R-VENUES-03). */
export function VenuesPage() {
  const { data, isError, isLoading } = useGetVenuesQuery();
  const venues = useMemo(() => sortFavouritesFirst(data ?? []), [data]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeading>{venueHeadingMessages.ourVenues}</PageHeading>
      {isLoading && <Loading />}
      {isError && (
        <p role="alert" className="text-red-800">
          {venueMessages.loadFailed}
        </p>
      )}
      {!isLoading && !isError && venues.length === 0 && <p className="text-slate-700">{venueMessages.noVenues}</p>}
      {venues.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {venues.map((venue) => (
            <li key={venue.id} aria-label={venue.name} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start justify-between gap-3">
                <VenueLogo name={venue.name} logoUrl={venue.logoUrl} alt={venue.name} className="h-20 max-w-[70%]" />
                <FavouriteToggle venue={venue} />
              </div>
              <h2 className="text-lg font-semibold text-slate-900">{venue.name}</h2>
              <p className="grow text-slate-700">{venue.description}</p>
              {venue.website && (
                <a
                  href={venue.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={venueMessages.visitSiteOf(venue.name)}
                  className={buttonClasses('secondary', 'self-start')}
                >
                  {venueMessages.visitSiteText}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
