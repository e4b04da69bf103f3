import { useCallback, useMemo } from 'react';
import type { Offer } from '@venue-pass/contracts';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsAuthenticated } from '../../auth/hooks.ts';
import { useGetOfferCatalogueQuery, useGetOffersInfiniteQuery } from '../api.ts';
import { offerMessages } from '../messages.ts';
import { OfferCatalogue } from './offer-catalogue.tsx';
import { MoreVenues } from './more-venues.tsx';
import { OfferGroups } from './offer-groups.tsx';

const NO_OFFERS: readonly Offer[] = [];

/**
 * /offers: a visitor gets no offers from the server and is asked to log in (R-OFFERS-11, R-OFFERS-12), with
 * Register beside Login and the scheme's catalogue below, so they see what joining brings.
 */
export function OffersPage() {
  const signedIn = useIsAuthenticated();
  // A visitor's list is always empty (R-ROLES-02), so only a member's is asked for: the visitor is asked to
  // log in at once, and the catalogue loads below, in a loading state that fills the screen so it pushes
  // nothing about when it arrives.
  const offersQuery = useGetOffersInfiniteQuery(undefined, { skip: !signedIn });
  const catalogueQuery = useGetOfferCatalogueQuery(undefined, { skip: signedIn });
  const pages = offersQuery.data?.pages;
  const offers = useMemo(() => (signedIn ? pages?.flat() : NO_OFFERS), [signedIn, pages]);
  const { fetchNextPage } = offersQuery;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // A page after the first that failed says so at the end of the list, where the member tries it again.
  const isError = offersQuery.isError && !offersQuery.isFetchNextPageError;
  const isLoading = offersQuery.isLoading;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeading>{offerMessages.offersTitle}</PageHeading>
      {isLoading && <Loading fillScreen />}
      {isError && (
        <p role="alert" className="text-red-800">
          {offerMessages.loadFailed}
        </p>
      )}
      {!isLoading && offers && offers.length === 0 && (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-slate-800">{offerMessages.emptyOffers}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.login} className={buttonClasses('primary')}>
              {offerMessages.login}
            </Link>
            {!signedIn && (
              <Link to={paths.register} className={buttonClasses('secondary')}>
                {offerMessages.register}
              </Link>
            )}
          </div>
        </div>
      )}
      {!signedIn && (catalogueQuery.isLoading ? <Loading fillScreen /> : <OfferCatalogue venues={catalogueQuery.data ?? []} />)}
      {offers && offers.length > 0 && <OfferGroups offers={offers} basePath={paths.offers} />}
      {signedIn && offersQuery.hasNextPage && (
        <MoreVenues onMore={loadMore} loading={offersQuery.isFetching} failed={offersQuery.isFetchNextPageError} />
      )}
      <Outlet />
    </div>
  );
}
