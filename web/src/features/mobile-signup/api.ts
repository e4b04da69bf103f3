import type { MobileSignupInput, MobileSignupResult } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const mobileSignupApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMobileSignup: build.mutation<MobileSignupResult, MobileSignupInput & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/mobile-signup',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateMobileSignupMutation } = mobileSignupApi;
