import type { AdminOffer, AdminOfferInput, AdminOfferUpdate, AdminPage, OfferProposal, OfferProposalList, PartnerOffer, PartnerOfferChange } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../../admin/admin-api.ts';
import type { OfferSort } from '../../admin/offers/api.ts';
import type { AdminListParams } from '../../admin/list/use-admin-list.ts';

/** Whatever a manager's change touched: their offers and proposals, the operator's queue and members' offers. */
const changed = ['PartnerOffer', 'PartnerProposal', 'AdminReview', 'Offer'] as const;

/** A venue manager's offers and proposals (issue 25), under /api/partner. */
const partnerOffersApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['PartnerOffer', 'PartnerProposal', 'AdminReview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPartnerOffers: build.query<AdminPage<PartnerOffer>, AdminListParams<OfferSort> & { active?: boolean }>({
        query: (params) => ({ url: '/partner/offers', params: { ...params } }),
        providesTags: (page) => pageTags('PartnerOffer', page?.items.map((offer) => offer.id) ?? []),
      }),
      getPartnerOffer: build.query<PartnerOffer, number>({
        query: (id) => `/partner/offers/${id}`,
        providesTags: (_offer, _error, id) => [{ type: 'PartnerOffer', id }],
      }),
      getPartnerProposals: build.query<OfferProposalList, void>({
        query: () => '/partner/offer-proposals',
        providesTags: ['PartnerProposal'],
      }),
      proposeNewOffer: build.mutation<PartnerOfferChange, AdminOfferInput>({
        query: (body) => ({ url: '/partner/offers', method: 'POST', body }),
        invalidatesTags: afterSuccess(...changed),
      }),
      proposeOfferChange: build.mutation<PartnerOfferChange, { id: number; body: AdminOfferUpdate }>({
        query: ({ id, body }) => ({ url: `/partner/offers/${id}`, method: 'PUT', body }),
        invalidatesTags: afterSuccess(...changed, 'AdminOffer'),
      }),
      setPartnerOfferActive: build.mutation<AdminOffer, { id: number; version: number; active: boolean }>({
        query: ({ id, version, active }) => ({ url: `/partner/offers/${id}/${active ? 'resume' : 'pause'}`, method: 'POST', body: { version } }),
        invalidatesTags: afterSuccess(...changed, 'AdminOffer'),
      }),
      withdrawProposal: build.mutation<OfferProposal, { id: number; version: number }>({
        query: ({ id, version }) => ({ url: `/partner/offer-proposals/${id}/withdraw`, method: 'POST', body: { version } }),
        invalidatesTags: afterSuccess(...changed),
      }),
    }),
  });

export const {
  useGetPartnerOffersQuery,
  useGetPartnerOfferQuery,
  useGetPartnerProposalsQuery,
  useProposeNewOfferMutation,
  useProposeOfferChangeMutation,
  useSetPartnerOfferActiveMutation,
  useWithdrawProposalMutation,
} = partnerOffersApi;
