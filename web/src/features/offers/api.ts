import { type Offer, type OfferCatalogue, OFFER_PAGE_VENUES } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

/** The venue a page of offers ends with, which the next page follows; none after a short page, the last. */
function venueAfterPage(page: readonly Offer[]): number | undefined {
  const venues = new Set(page.map((offer) => offer.venue.id));
  return venues.size < OFFER_PAGE_VENUES ? undefined : page.at(-1)!.venue.id;
}

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A city's list runs to thousands of offers: the page loads a few venues at a time, as the member scrolls
    // (ADR 091), in the server's order.
    getOffers: build.infiniteQuery<Offer[], void, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => venueAfterPage(lastPage),
      },
      query: ({ pageParam }) => ({ url: '/offers', params: { venues: OFFER_PAGE_VENUES, after: pageParam } }),
      providesTags: (offers) => [
        { type: 'Offer', id: 'LIST' },
        ...(offers?.pages.flat() ?? []).map((offer) => ({ type: 'Offer' as const, id: offer.id })),
      ],
    }),
    getVipOffers: build.query<Offer[], void>({
      query: () => '/me/vip',
      providesTags: (offers = []) => [
        { type: 'Offer', id: 'VIP' },
        ...offers.map((offer) => ({ type: 'Offer' as const, id: offer.id })),
      ],
    }),
    getOfferCatalogue: build.query<OfferCatalogue, void>({
      query: () => '/offers/catalogue',
      providesTags: [{ type: 'Offer', id: 'CATALOGUE' }],
    }),
  }),
});

export const { useGetOffersInfiniteQuery, useGetVipOffersQuery, useGetOfferCatalogueQuery } = offersApi;
