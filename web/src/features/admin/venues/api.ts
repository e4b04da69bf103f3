import type { AdminPage, AdminVenue, AdminVenueInput, AdminVenueLogoInput, AdminVenueUpdate, PartnerVenueUpdate } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import { areaApi, type ConsoleArea } from '../area/console-area.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type VenueSort = 'name' | 'createdAt';

const venuesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminVenues: build.query<AdminPage<AdminVenue>, AdminListParams<VenueSort> & { area: ConsoleArea; active?: boolean }>({
      query: ({ area, ...params }) => ({ url: `${areaApi[area]}/venues`, params: { ...params } }),
      providesTags: (page) => pageTags('AdminVenue', page?.items.map((venue) => venue.id) ?? []),
    }),
    getAdminVenue: build.query<AdminVenue, { area: ConsoleArea; id: number }>({
      query: ({ area, id }) => `${areaApi[area]}/venues/${id}`,
      providesTags: (_venue, _error, { id }) => [{ type: 'AdminVenue', id }],
    }),
    createAdminVenue: build.mutation<AdminVenue, AdminVenueInput>({
      query: (body) => ({ url: '/admin/venues', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminVenue', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }, 'Venue'),
    }),
    // A manager's body holds only the listing (PartnerVenueUpdate); the operator's every field.
    updateAdminVenue: build.mutation<AdminVenue, { area: 'admin'; id: number; body: AdminVenueUpdate } | { area: 'partner'; id: number; body: PartnerVenueUpdate }>({
      query: ({ area, id, body }) => ({ url: `${areaApi[area]}/venues/${id}`, method: 'PUT', body }),
      invalidatesTags: (_venue, error, { id }) => (error ? [] : [{ type: 'AdminVenue', id }, { type: 'AdminAudit', id: 'LIST' }, 'Venue', 'Offer']),
    }),
    uploadAdminVenueLogo: build.mutation<AdminVenue, { area: ConsoleArea; id: number; body: AdminVenueLogoInput }>({
      query: ({ area, id, body }) => ({ url: `${areaApi[area]}/venues/${id}/logo`, method: 'PUT', body, timeout: 30_000 }),
      invalidatesTags: (_venue, error, { id }) => (error ? [] : [{ type: 'AdminVenue', id }, { type: 'AdminAudit', id: 'LIST' }, 'Venue']),
    }),
  }),
});

export const {
  useGetAdminVenuesQuery,
  useGetAdminVenueQuery,
  useCreateAdminVenueMutation,
  useUpdateAdminVenueMutation,
  useUploadAdminVenueLogoMutation,
} = venuesApi;
