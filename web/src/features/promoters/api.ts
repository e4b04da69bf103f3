import { PromoterLinkSchema, PromoterSendResultSchema, type PromoterLink, type PromoterSendResult } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const promotersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromoter: build.query<PromoterLink, string>({
      query: (uniqueCode) => `/promoters/${encodeURIComponent(uniqueCode)}`,
      responseSchema: PromoterLinkSchema,
    }),
    sendPromoterVoucher: build.mutation<PromoterSendResult, { uniqueCode: string; phoneNumber: string; idempotencyKey: string }>({
      query: ({ uniqueCode, phoneNumber, idempotencyKey }) => ({
        url: `/promoters/${encodeURIComponent(uniqueCode)}/send`,
        method: 'POST',
        params: { phoneNumber },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: PromoterSendResultSchema,
    }),
  }),
});

export const { useGetPromoterQuery, useSendPromoterVoucherMutation } = promotersApi;
