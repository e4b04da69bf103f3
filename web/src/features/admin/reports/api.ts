import type { AdminReportName, AdminReportQuery } from '@venue-pass/contracts';
import { adminApi } from '../admin-api.ts';

type Row = Record<string, string | number | null>;

/**
 * A report's answer: its range and its rows, each a flat record of the report's columns; redemptions per
 * day's also has each offer's total over the range (ADR 082).
 */
export interface ReportAnswer {
  from: string;
  to: string;
  rows: Row[];
  offers?: Row[];
}

const reportsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReport: build.query<ReportAnswer, { name: AdminReportName } & AdminReportQuery>({
      query: ({ name, ...range }) => ({ url: `/admin/reports/${name}`, params: { ...range }, timeout: 30_000 }),
      providesTags: ['AdminReport'],
    }),
    // The server streams the CSV from the database; the page only hands it to the browser as a file.
    getAdminReportCsv: build.query<string, { name: AdminReportName } & AdminReportQuery>({
      query: ({ name, ...range }) => ({ url: `/admin/reports/${name}.csv`, params: { ...range }, responseType: 'text', timeout: 120_000 }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminReportQuery, useLazyGetAdminReportCsvQuery } = reportsApi;
