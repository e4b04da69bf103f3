import type { Profile, UpdateProfileInput } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<Profile, UpdateProfileInput>({
      query: (body) => ({ url: '/me', method: 'PUT', body }),
      // SPEC 7: the profile is refreshed after a successful change.
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useUpdateMeMutation } = accountApi;
