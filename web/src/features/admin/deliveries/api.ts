import type { AdminDeliveryProblem, AdminPage, DeliveryChannel } from '@venue-pass/contracts';
import { adminApi, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

const deliveriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDeliveryProblems: build.query<AdminPage<AdminDeliveryProblem>, AdminListParams<'failedAt'> & { channel?: DeliveryChannel }>({
      query: (params) => ({ url: '/admin/deliveries', params: { ...params } }),
      providesTags: (page) => pageTags('AdminDelivery', page?.items.map((problem) => problem.id) ?? []),
    }),
  }),
});

export const { useGetAdminDeliveryProblemsQuery } = deliveriesApi;
