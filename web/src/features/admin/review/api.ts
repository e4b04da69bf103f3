import type { OfferProposalRejection, OfferProposalReview } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';

const reviewApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminReview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOfferProposals: build.query<{ items: OfferProposalReview[] }, void>({
        query: () => ({ url: '/admin/offer-proposals' }),
        providesTags: (list) => pageTags('AdminReview', list?.items.map((review) => review.proposal.id) ?? []),
      }),
      approveOfferProposal: build.mutation<OfferProposalReview, { id: number; version: number }>({
        query: ({ id, version }) => ({ url: `/admin/offer-proposals/${id}/approve`, method: 'POST', body: { version } }),
        invalidatesTags: afterSuccess({ type: 'AdminReview', id: 'LIST' } as const, { type: 'AdminOffer', id: 'LIST' } as const, { type: 'AdminAudit', id: 'LIST' } as const),
      }),
      rejectOfferProposal: build.mutation<OfferProposalReview, { id: number } & OfferProposalRejection>({
        query: ({ id, ...body }) => ({ url: `/admin/offer-proposals/${id}/reject`, method: 'POST', body }),
        invalidatesTags: afterSuccess({ type: 'AdminReview', id: 'LIST' } as const, { type: 'AdminAudit', id: 'LIST' } as const),
      }),
    }),
  });

export const { useGetOfferProposalsQuery, useApproveOfferProposalMutation, useRejectOfferProposalMutation } = reviewApi;
