import type {
  PromoCodeRedeemInput,
  PromoCodeRedemption,
  StaffCard,
  StaffRedemption,
  StaffRedemptionInput,
  StaffRedemptionLog,
  StaffVenue,
  StaffVoucher,
} from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

type Idempotent<T> = T & { idempotencyKey: string };

export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffVenues: build.query<StaffVenue[], void>({
      query: () => '/staff/venues',
    }),
    getStaffCard: build.query<StaffCard, { cardId: string; venueId: number }>({
      query: ({ cardId, venueId }) => ({ url: `/staff/cards/${encodeURIComponent(cardId)}`, params: { venueId } }),
      providesTags: (_card, _error, { cardId }) => [{ type: 'StaffCard', id: cardId }],
      // A card is looked at for seconds at the counter; its offers must never show an old state.
      keepUnusedDataFor: 0,
    }),
    redeemOffer: build.mutation<StaffRedemption, Idempotent<StaffRedemptionInput>>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/staff/redemptions',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_result, _error, { cardId, venueId }) => [
        { type: 'StaffCard', id: cardId },
        { type: 'StaffLog', id: venueId },
      ],
    }),
    undoRedemption: build.mutation<StaffRedemption, { id: string; venueId: number }>({
      query: ({ id }) => ({ url: `/staff/redemptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Undone from the log, the card or voucher is not known: any on screen is read again.
      invalidatesTags: (_result, _error, { venueId }) => [{ type: 'StaffLog', id: venueId }, 'StaffCard', 'StaffVoucher'],
    }),
    getRedemptionLog: build.query<StaffRedemptionLog, { venueId: number }>({
      query: ({ venueId }) => ({ url: '/staff/redemptions', params: { venueId } }),
      providesTags: (_log, _error, { venueId }) => [{ type: 'StaffLog', id: venueId }],
      keepUnusedDataFor: 0,
    }),
    /** A voucher by its QR's id or printed code, as staff at the venue see it before Redeem. */
    getStaffVoucher: build.query<StaffVoucher, { voucher: string; venueId: number }>({
      query: ({ voucher, venueId }) => ({ url: `/staff/vouchers/${encodeURIComponent(voucher)}`, params: { venueId } }),
      providesTags: (_voucher, _error, { voucher }) => [{ type: 'StaffVoucher', id: voucher }],
      keepUnusedDataFor: 0,
    }),
    redeemPromoCode: build.mutation<PromoCodeRedemption, Idempotent<PromoCodeRedeemInput & { venueId: number }>>({
      // The venue goes with it: a voucher of a promotion with no venue is recorded at this one (ADR 053).
      query: ({ idempotencyKey, ...body }) => ({
        url: '/promo-codes/redeem',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // A refusal reads the voucher again itself, to say why (voucher-result.tsx).
      invalidatesTags: (result, _error, { venueId, ...body }) => [
        { type: 'StaffLog', id: venueId },
        ...(result ? [{ type: 'StaffVoucher' as const, id: 'id' in body ? body.id : body.code }] : []),
      ],
    }),
  }),
});

export const {
  useGetStaffVenuesQuery,
  useGetStaffCardQuery,
  useRedeemOfferMutation,
  useUndoRedemptionMutation,
  useGetRedemptionLogQuery,
  useGetStaffVoucherQuery,
  useRedeemPromoCodeMutation,
} = staffApi;
