import { VenueListSchema, type Venue } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const venuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVenues: build.query<Venue[], void>({
      query: () => '/venues',
      responseSchema: VenueListSchema,
      providesTags: (venues = []) => [
        { type: 'Venue', id: 'LIST' },
        ...venues.map((venue) => ({ type: 'Venue' as const, id: venue.id })),
      ],
    }),
  }),
});

export const { useGetVenuesQuery } = venuesApi;
