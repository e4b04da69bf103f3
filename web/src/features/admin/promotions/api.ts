import type { AdminPage, AdminPromotion, AdminPromotionInput, AdminPromotionUpdate } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type PromotionSort = 'name' | 'startsAt' | 'endsAt' | 'createdAt';

const promotionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPromotions: build.query<AdminPage<AdminPromotion>, AdminListParams<PromotionSort>>({
      query: (params) => ({ url: '/admin/promotions', params: { ...params } }),
      providesTags: (page) => pageTags('AdminPromotion', page?.items.map((promotion) => promotion.id) ?? []),
    }),
    getAdminPromotion: build.query<AdminPromotion, number>({
      query: (id) => `/admin/promotions/${id}`,
      providesTags: (_promotion, _error, id) => [{ type: 'AdminPromotion', id }],
    }),
    createAdminPromotion: build.mutation<AdminPromotion, AdminPromotionInput>({
      query: (body) => ({ url: '/admin/promotions', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminPromotion', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }),
    }),
    updateAdminPromotion: build.mutation<AdminPromotion, { id: number; body: AdminPromotionUpdate }>({
      query: ({ id, body }) => ({ url: `/admin/promotions/${id}`, method: 'PUT', body }),
      invalidatesTags: (_promotion, error, { id }) => (error ? [] : [{ type: 'AdminPromotion', id }, { type: 'AdminAudit', id: 'LIST' }]),
    }),
  }),
});

export const { useGetAdminPromotionsQuery, useGetAdminPromotionQuery, useCreateAdminPromotionMutation, useUpdateAdminPromotionMutation } = promotionsApi;
