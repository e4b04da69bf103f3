import type { AdminFaqItem, AdminFaqItemInput, AdminFaqItemUpdate, AdminFaqMove } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';

const changed = afterSuccess({ type: 'AdminFaq', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' });

const faqApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminFaq: build.query<AdminFaqItem[], void>({
      query: () => '/admin/faq',
      providesTags: (items) => pageTags('AdminFaq', items?.map((item) => item.id) ?? []),
    }),
    createAdminFaqItem: build.mutation<AdminFaqItem, AdminFaqItemInput>({
      query: (body) => ({ url: '/admin/faq', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateAdminFaqItem: build.mutation<AdminFaqItem, { id: number } & AdminFaqItemUpdate>({
      query: ({ id, ...body }) => ({ url: `/admin/faq/${id}`, method: 'PUT', body }),
      invalidatesTags: changed,
    }),
    moveAdminFaqItem: build.mutation<AdminFaqItem[], { id: number } & AdminFaqMove>({
      query: ({ id, ...body }) => ({ url: `/admin/faq/${id}/move`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    removeAdminFaqItem: build.mutation<void, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/admin/faq/${id}`, method: 'DELETE', params: { version } }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useGetAdminFaqQuery, useCreateAdminFaqItemMutation, useUpdateAdminFaqItemMutation, useMoveAdminFaqItemMutation, useRemoveAdminFaqItemMutation } =
  faqApi;
