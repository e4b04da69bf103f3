import type { AdminOffer, AdminOfferInput, AdminOfferPreview, AdminOfferUpdate, AdminPage } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import { areaApi, type ConsoleArea } from '../area/console-area.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type OfferSort = 'title' | 'startsAt' | 'endsAt' | 'createdAt';

const offersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOffers: build.query<AdminPage<AdminOffer>, AdminListParams<OfferSort> & { venueId?: number; active?: boolean }>({
      query: (params) => ({ url: '/admin/offers', params: { ...params } }),
      providesTags: (page) => pageTags('AdminOffer', page?.items.map((offer) => offer.id) ?? []),
    }),
    getAdminOffer: build.query<AdminOffer, number>({
      query: (id) => `/admin/offers/${id}`,
      providesTags: (_offer, _error, id) => [{ type: 'AdminOffer', id }],
    }),
    getAdminOfferPreview: build.query<AdminOfferPreview, { area: ConsoleArea; id: number }>({
      query: ({ area, id }) => `${areaApi[area]}/offers/${id}/preview`,
      providesTags: (_preview, _error, { id }) => [{ type: 'AdminOffer', id }],
    }),
    createAdminOffer: build.mutation<AdminOffer, AdminOfferInput>({
      query: (body) => ({ url: '/admin/offers', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminOffer', id: 'LIST' }, { type: 'AdminVenue', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }, 'Offer'),
    }),
    updateAdminOffer: build.mutation<AdminOffer, { id: number; body: AdminOfferUpdate }>({
      query: ({ id, body }) => ({ url: `/admin/offers/${id}`, method: 'PUT', body }),
      invalidatesTags: (_offer, error, { id }) => (error ? [] : [{ type: 'AdminOffer', id }, { type: 'AdminAudit', id: 'LIST' }, 'Offer']),
    }),
  }),
});

export const {
  useGetAdminOffersQuery,
  useGetAdminOfferQuery,
  useGetAdminOfferPreviewQuery,
  useCreateAdminOfferMutation,
  useUpdateAdminOfferMutation,
} = offersApi;
