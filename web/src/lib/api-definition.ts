import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './base-query.ts';

/**
 * Builds the one RTK Query API of the SPA; features add endpoints with `api.injectEndpoints`.
 * Unused data is dropped after 5 s (R-CONST-07) so member data does not linger after sign-out.
 * Defined apart from lib/api.ts so lib/api-loaded.ts can name its type without importing the module
 * that announces itself there.
 */
export function defineApi() {
  return createApi({
    reducerPath: 'api',
    baseQuery: createApiBaseQuery(),
    tagTypes: ['Me', 'WeeklyDigest', 'Venue', 'Offer', 'Photo', 'StaffCard', 'StaffLog', 'StaffVoucher'],
    keepUnusedDataFor: 5,
    endpoints: () => ({}),
  });
}

export type ProductApi = ReturnType<typeof defineApi>;
