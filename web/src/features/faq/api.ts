import type { FaqList } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaq: build.query<FaqList, void>({ query: () => '/faq' }),
  }),
});

export const { useGetFaqQuery } = faqApi;
