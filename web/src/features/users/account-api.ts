import type { AdminMemberExport, CloseAccountInput, CodeSent, Profile, UpdateProfileInput, VerifyMobileInput, WeeklyDigest } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';

/**
 * A 409 means the profile is not what the page showed (the number was verified or removed meanwhile,
 * e.g. in another tab), so the profile is loaded again along with the refusal.
 */
const profileChanged = (error: unknown) => apiErrorStatus(error) === 409;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<Profile, UpdateProfileInput>({
      query: (body) => ({ url: '/me', method: 'PUT', body }),
      // The profile is refreshed after a successful change (R-API-30).
      invalidatesTags: ['Me'],
    }),
    sendMobileCode: build.mutation<CodeSent, void>({
      query: () => ({ url: '/me/mobile/verify/send', method: 'POST' }),
      invalidatesTags: (_result, error) => (profileChanged(error) ? ['Me'] : []),
    }),
    verifyMobile: build.mutation<null, VerifyMobileInput>({
      query: (body) => ({ url: '/me/mobile/verify', method: 'POST', body }),
      // On success mobileNumberVerified is now true.
      invalidatesTags: (_result, error) => (error === undefined || profileChanged(error) ? ['Me'] : []),
    }),
    // A download, read once: nothing of it stays in the store.
    exportMe: build.query<AdminMemberExport, void>({
      query: () => '/me/export',
      keepUnusedDataFor: 0,
    }),
    // My Account's switch: recorded as given there, and withdrawn as easily (issue 24).
    giveConsentInMyAccount: build.mutation<null, void>({
      query: () => ({ url: '/me/consent', method: 'POST', params: { source: 'my-account' } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    withdrawConsent: build.mutation<null, void>({
      query: () => ({ url: '/me/consent', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    weeklyDigest: build.query<WeeklyDigest, void>({
      query: () => '/me/weekly-digest',
      providesTags: ['WeeklyDigest'],
    }),
    setWeeklyDigest: build.mutation<WeeklyDigest, boolean>({
      query: (subscribed) => ({ url: '/me/weekly-digest', method: subscribed ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['WeeklyDigest']),
    }),
    closeAccount: build.mutation<null, CloseAccountInput>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useUpdateMeMutation,
  useSendMobileCodeMutation,
  useVerifyMobileMutation,
  useLazyExportMeQuery,
  useCloseAccountMutation,
  useGiveConsentInMyAccountMutation,
  useWithdrawConsentMutation,
  useWeeklyDigestQuery,
  useSetWeeklyDigestMutation,
} = accountApi;
