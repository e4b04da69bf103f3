import type { CodeSent, StudentEmailInput } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const studentApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitStudentEmail: build.mutation<CodeSent, StudentEmailInput>({
      query: (body) => ({ url: '/me/student-email', method: 'POST', body }),
      // studentVerification moves on to PendingConfirmation, so the profile is refreshed (R-API-30).
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    confirmStudentEmail: build.mutation<null, string>({
      query: (verificationCode) => ({ url: '/me/student-confirmation', method: 'POST', params: { verificationCode } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useSubmitStudentEmailMutation, useConfirmStudentEmailMutation } = studentApi;
