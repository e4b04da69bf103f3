import type { VoucherPromotion, VoucherSendInput, VoucherSendResult, VoucherVerifyInput } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherPromotion: build.query<VoucherPromotion, string>({
      query: (publicId) => `/vouchers/${encodeURIComponent(publicId)}`,
    }),
    sendVoucher: build.mutation<VoucherSendResult, VoucherSendInput & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/vouchers/send',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    verifyVoucher: build.mutation<VoucherSendResult, VoucherVerifyInput>({
      query: (body) => ({ url: '/vouchers/verify', method: 'POST', body }),
    }),
  }),
});

export const { useGetVoucherPromotionQuery, useSendVoucherMutation, useVerifyVoucherMutation } = vouchersApi;
