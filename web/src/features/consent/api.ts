import { api } from '../../lib/api.ts';

export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    giveMailingConsent: build.mutation<null, void>({
      query: () => ({ url: '/me/consent', method: 'POST' }),
      // SPEC 7: the profile is refreshed after a successful change; mailingConsent is now true.
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useGiveMailingConsentMutation } = consentApi;
