import type { ContactFormInput, ContactFormResult } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitContactForm: build.mutation<ContactFormResult, ContactFormInput>({
      query: (body) => ({ url: '/contact-form', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitContactFormMutation } = contactApi;
