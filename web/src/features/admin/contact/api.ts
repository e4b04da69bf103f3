import type { AdminContactMessage, AdminPage } from '@venue-pass/contracts';
import { adminApi, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

const contactApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminContactMessages: build.query<AdminPage<AdminContactMessage>, AdminListParams<'createdAt'> & { handled?: boolean }>({
      query: (params) => ({ url: '/admin/contact-messages', params: { ...params } }),
      providesTags: (page) => pageTags('AdminContact', page?.items.map((message) => message.id) ?? []),
    }),
    markAdminContactMessageHandled: build.mutation<AdminContactMessage, string>({
      query: (id) => ({ url: `/admin/contact-messages/${id}/handled`, method: 'POST' }),
      invalidatesTags: (_message, error, id) => (error ? [] : [{ type: 'AdminContact', id }, { type: 'AdminContact', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }]),
    }),
  }),
});

export const { useGetAdminContactMessagesQuery, useMarkAdminContactMessageHandledMutation } = contactApi;
