import type { AccountCodeStatus, CodeSent, VerifyAccountInput } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountCodeStatus: build.query<AccountCodeStatus, void>({
      query: () => '/me/verify',
      // Read when /verify opens, never from an earlier visit: a code may have expired or been used since.
      keepUnusedDataFor: 0,
    }),
    sendVerificationCode: build.mutation<CodeSent, void>({
      query: () => ({ url: '/me/verify/send', method: 'POST' }),
    }),
    verifyAccount: build.mutation<null, VerifyAccountInput>({
      query: (body) => ({ url: '/me/verify', method: 'POST', body }),
      // The profile is refreshed after a successful change (R-API-30); isVerified is now true.
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useGetAccountCodeStatusQuery, useSendVerificationCodeMutation, useVerifyAccountMutation } = verificationApi;
