import type { CodeSent, VerifyAccountInput } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useSendVerificationCodeMutation, useVerifyAccountMutation } = verificationApi;
