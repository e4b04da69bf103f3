import type { MeQuery, Profile } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Profile, MeQuery | void>({
      query: (query) => ({
        url: '/me',
        params: {
          registrationSourceCode: query?.registrationSourceCode,
          verificationCode: query?.verificationCode,
        },
      }),
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = usersApi;
