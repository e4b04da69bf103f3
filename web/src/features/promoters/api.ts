import type { PromoterLink, PromoterSendResult } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const promotersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromoter: build.query<PromoterLink, string>({
      query: (uniqueCode) => `/promoters/${encodeURIComponent(uniqueCode)}`,
    }),
    sendPromoterVoucher: build.mutation<PromoterSendResult, { uniqueCode: string; phoneNumber: string; idempotencyKey: string }>({
      query: ({ uniqueCode, phoneNumber, idempotencyKey }) => ({
        url: `/promoters/${encodeURIComponent(uniqueCode)}/send`,
        method: 'POST',
        params: { phoneNumber },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetPromoterQuery, useSendPromoterVoucherMutation } = promotersApi;
