import type { AdminPage, AdminRegistrationSource, AdminRegistrationSourceInput } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type SourceSort = 'name' | 'createdAt';

const sourcesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSources: build.query<AdminPage<AdminRegistrationSource>, AdminListParams<SourceSort>>({
      query: (params) => ({ url: '/admin/registration-sources', params: { ...params } }),
      providesTags: (page) => pageTags('AdminSource', page?.items.map((source) => source.id) ?? []),
    }),
    createAdminSource: build.mutation<AdminRegistrationSource, AdminRegistrationSourceInput>({
      query: (body) => ({ url: '/admin/registration-sources', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminSource', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }),
    }),
  }),
});

export const { useGetAdminSourcesQuery, useCreateAdminSourceMutation } = sourcesApi;
