import type { Campaign } from '@venue-pass/contracts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { formatSchemeDateTime } from '../../../lib/scheme-dates.ts';
import { useGetAdminOffersQuery } from '../offers/api.ts';
import { useToast } from '../toast/toasts.tsx';
import { useGetAdminVenuesQuery } from '../venues/api.ts';
import { useCancelCampaignMutation, useCreateCampaignMutation, useGetAdminCampaignsQuery } from './api.ts';
import { CampaignForm } from './campaign-form.tsx';
import { campaignMessages as m } from './messages.ts';

/** /admin/messages: a new campaign, and the campaigns so far with how their messages fared. */
export function AdminMessagesPage() {
  const toast = useToast();
  const venues = useGetAdminVenuesQuery({ area: 'admin', sort: 'name', order: 'asc', limit: 100 });
  const offers = useGetAdminOffersQuery({ sort: 'title', order: 'asc', limit: 100 });
  const [create] = useCreateCampaignMutation();
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <CampaignForm
        venues={venues.data?.items ?? []}
        offers={offers.data?.items ?? []}
        onSend={async (input) => {
          const campaign = await create(input).unwrap();
          toast(input.sendAt ? m.scheduled(campaign.subject) : m.sent(campaign.subject));
        }}
      />
      <CampaignList />
    </section>
  );
}

function CampaignList() {
  const campaigns = useGetAdminCampaignsQuery();
  if (!campaigns.data) return null;
  if (campaigns.data.length === 0) return <p className="text-slate-700">{m.empty}</p>;
  return (
    <ul aria-label={m.listLabel} className="flex flex-col gap-3">
      {campaigns.data.map((campaign) => (
        <CampaignItem key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  );
}

function CampaignItem({ campaign }: { campaign: Campaign }) {
  const toast = useToast();
  const [cancel, cancelling] = useCancelCampaignMutation();
  const { queued, sent, failed, unsubscribed } = campaign.counts;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-300 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{campaign.subject}</h2>
      <p className="text-sm text-slate-700">
        {m.status[campaign.status]} · {m.sendAtOf(campaign.status, formatSchemeDateTime(campaign.sendAt))}
      </p>
      <p className="text-sm text-slate-700">{m.counts(queued, sent, failed, unsubscribed)}</p>
      {campaign.status === 'scheduled' && (
        <button
          type="button"
          aria-label={m.cancelOf(campaign.subject)}
          className={`${buttonClasses('secondary')} self-start`}
          disabled={cancelling.isLoading}
          onClick={() => void cancel(campaign.id).unwrap().then(() => toast(m.cancelled(campaign.subject)))}
        >
          {m.cancel}
        </button>
      )}
    </li>
  );
}
