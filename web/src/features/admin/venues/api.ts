import type { AdminPage, AdminVenue, AdminVenueInput, AdminVenueLogoInput, AdminVenueUpdate } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type VenueSort = 'name' | 'createdAt';

const venuesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminVenues: build.query<AdminPage<AdminVenue>, AdminListParams<VenueSort> & { active?: boolean }>({
      query: (params) => ({ url: '/admin/venues', params: { ...params } }),
      providesTags: (page) => pageTags('AdminVenue', page?.items.map((venue) => venue.id) ?? []),
    }),
    getAdminVenue: build.query<AdminVenue, number>({
      query: (id) => `/admin/venues/${id}`,
      providesTags: (_venue, _error, id) => [{ type: 'AdminVenue', id }],
    }),
    createAdminVenue: build.mutation<AdminVenue, AdminVenueInput>({
      query: (body) => ({ url: '/admin/venues', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminVenue', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }, 'Venue'),
    }),
    updateAdminVenue: build.mutation<AdminVenue, { id: number; body: AdminVenueUpdate }>({
      query: ({ id, body }) => ({ url: `/admin/venues/${id}`, method: 'PUT', body }),
      invalidatesTags: (_venue, error, { id }) => (error ? [] : [{ type: 'AdminVenue', id }, { type: 'AdminAudit', id: 'LIST' }, 'Venue', 'Offer']),
    }),
    uploadAdminVenueLogo: build.mutation<AdminVenue, { id: number; body: AdminVenueLogoInput }>({
      query: ({ id, body }) => ({ url: `/admin/venues/${id}/logo`, method: 'PUT', body, timeout: 30_000 }),
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
