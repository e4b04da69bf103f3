import type { AdminPage, AdminPromoter, AdminPromoterInput, AdminPromoterSend, AdminRevokeInput } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type PromoterSort = 'name' | 'createdAt';

const promotersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPromoters: build.query<AdminPage<AdminPromoter>, AdminListParams<PromoterSort> & { promotionId?: number }>({
      query: (params) => ({ url: '/admin/promoters', params: { ...params } }),
      providesTags: (page) => pageTags('AdminPromoter', page?.items.map((promoter) => promoter.id) ?? []),
    }),
    getAdminPromoter: build.query<AdminPromoter, number>({
      query: (id) => `/admin/promoters/${id}`,
      providesTags: (_promoter, _error, id) => [{ type: 'AdminPromoter', id }],
    }),
    getAdminPromoterSends: build.query<AdminPage<AdminPromoterSend>, AdminListParams<'createdAt'> & { id: number }>({
      query: ({ id, ...params }) => ({ url: `/admin/promoters/${id}/sends`, params: { ...params } }),
      providesTags: (_page, _error, { id }) => [{ type: 'AdminPromoter', id }],
    }),
    createAdminPromoter: build.mutation<AdminPromoter, AdminPromoterInput>({
      query: (body) => ({ url: '/admin/promoters', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminPromoter', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }),
    }),
    revokeAdminPromoter: build.mutation<AdminPromoter, { id: number; body: AdminRevokeInput }>({
      query: ({ id, body }) => ({ url: `/admin/promoters/${id}/revoke`, method: 'POST', body }),
      invalidatesTags: (_promoter, error, { id }) =>
        error ? [] : [{ type: 'AdminPromoter', id }, { type: 'AdminPromoter', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAdminPromotersQuery,
  useGetAdminPromoterQuery,
  useGetAdminPromoterSendsQuery,
  useCreateAdminPromoterMutation,
  useRevokeAdminPromoterMutation,
} = promotersApi;
