import type { AdminReportQuery, PartnerFigures } from '@venue-pass/contracts';
import { adminApi } from '../../admin/admin-api.ts';

const figuresApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getPartnerFigures: build.query<PartnerFigures, AdminReportQuery>({
      query: (range) => ({ url: '/partner/figures', params: { ...range }, timeout: 30_000 }),
      // Redemptions go on all day: each visit reads the figures afresh.
      keepUnusedDataFor: 0,
    }),
    // The server streams the CSV from the database; the page only hands it to the browser as a file.
    getPartnerFiguresCsv: build.query<string, AdminReportQuery>({
      query: (range) => ({ url: '/partner/figures/redemptions-per-day.csv', params: { ...range }, responseType: 'text', timeout: 120_000 }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPartnerFiguresQuery, useLazyGetPartnerFiguresCsvQuery } = figuresApi;
