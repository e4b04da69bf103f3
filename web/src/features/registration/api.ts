import type { RegistrationSourceLookup } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationSource: build.query<RegistrationSourceLookup, string>({
      query: (code) => ({ url: `/registration-sources/${encodeURIComponent(code)}` }),
    }),
  }),
});

export const { useGetRegistrationSourceQuery } = registrationApi;
