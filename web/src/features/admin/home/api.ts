import type { AdminOverview } from '@venue-pass/contracts';
import { adminApi } from '../admin-api.ts';

const overviewApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => ({ url: '/admin/overview' }),
    }),
  }),
});

export const { useGetAdminOverviewQuery } = overviewApi;
