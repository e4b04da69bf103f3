import { api } from '../../lib/api.ts';

export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    giveMailingConsent: build.mutation<null, void>({
      query: () => ({ url: '/me/consent', method: 'POST' }),
      // The profile is refreshed after a successful change (R-API-30); mailingConsent is now true.
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useGiveMailingConsentMutation } = consentApi;
