import type { Offer, OfferCatalogue } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<Offer[], void>({
      query: () => '/offers',
      providesTags: (offers = []) => [
        { type: 'Offer', id: 'LIST' },
        ...offers.map((offer) => ({ type: 'Offer' as const, id: offer.id })),
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

export const { useGetOffersQuery, useGetVipOffersQuery, useGetOfferCatalogueQuery } = offersApi;
