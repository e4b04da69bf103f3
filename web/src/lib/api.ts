import { createApi } from '@reduxjs/toolkit/query/react';
import { announceApi } from './api-loaded.ts';
import { createApiBaseQuery } from './base-query.ts';

/**
 * The one RTK Query API of the SPA; features add endpoints with `api.injectEndpoints`.
 * Unused data is dropped after 5 s (SPEC 9) so member data does not linger after sign-out.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery(),
  tagTypes: ['Me', 'Venue', 'Offer', 'Photo'],
  keepUnusedDataFor: 5,
  endpoints: () => ({}),
});

announceApi(api);
