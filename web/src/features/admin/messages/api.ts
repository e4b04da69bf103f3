import type { Campaign, CampaignAudience, CampaignAudienceCount, CampaignContent, CampaignInput, CampaignPreview } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';

const changed = afterSuccess({ type: 'AdminCampaign', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' });

const campaignsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCampaigns: build.query<Campaign[], void>({
      query: () => '/admin/campaigns',
      providesTags: (campaigns) => pageTags('AdminCampaign', campaigns?.map((campaign) => campaign.id) ?? []),
    }),
    // A POST that reads: the audience is a body, not a query string.
    getCampaignAudienceCount: build.query<CampaignAudienceCount, CampaignAudience>({
      query: (audience) => ({ url: '/admin/campaigns/audience-count', method: 'POST', body: { audience } }),
    }),
    previewCampaign: build.mutation<CampaignPreview, CampaignContent>({
      query: (body) => ({ url: '/admin/campaigns/preview', method: 'POST', body }),
    }),
    sendTestCampaign: build.mutation<{ to: string }, CampaignContent>({
      query: (body) => ({ url: '/admin/campaigns/test', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminAudit', id: 'LIST' }),
    }),
    createCampaign: build.mutation<Campaign, CampaignInput>({
      query: (body) => ({ url: '/admin/campaigns', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    cancelCampaign: build.mutation<Campaign, number>({
      query: (id) => ({ url: `/admin/campaigns/${id}/cancel`, method: 'POST' }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetAdminCampaignsQuery,
  useGetCampaignAudienceCountQuery,
  usePreviewCampaignMutation,
  useSendTestCampaignMutation,
  useCreateCampaignMutation,
  useCancelCampaignMutation,
} = campaignsApi;
