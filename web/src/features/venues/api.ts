import type { Venue } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

// A favourite changes the venue list, the order of the offer lists (favourite venues first) and what the
// weekly digest covers.
const invalidatedByFavourite = (_result: unknown, _error: unknown, id: number) => [
  { type: 'Venue' as const, id: 'LIST' },
  { type: 'Venue' as const, id },
  { type: 'Offer' as const, id: 'LIST' },
  { type: 'Offer' as const, id: 'VIP' },
  'WeeklyDigest' as const,
];

export const venuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVenues: build.query<Venue[], void>({
      query: () => '/venues',
      providesTags: (venues = []) => [
        { type: 'Venue', id: 'LIST' },
        ...venues.map((venue) => ({ type: 'Venue' as const, id: venue.id })),
      ],
    }),
    favouriteVenue: build.mutation<Venue, number>({
      query: (id) => ({ url: `/venues/${id}/favourite`, method: 'POST' }),
      invalidatesTags: invalidatedByFavourite,
    }),
    unfavouriteVenue: build.mutation<Venue, number>({
      query: (id) => ({ url: `/venues/${id}/unfavourite`, method: 'POST' }),
      invalidatesTags: invalidatedByFavourite,
    }),
  }),
});

export const { useGetVenuesQuery, useFavouriteVenueMutation, useUnfavouriteVenueMutation } = venuesApi;
