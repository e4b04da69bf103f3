import type { AdminDeliveryProblem, DeliveryChannel } from '@venue-pass/contracts';
import { useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDateTime } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useGetAdminDeliveryProblemsQuery } from './api.ts';
import { deliveryMessages as m } from './messages.ts';

const channelOptions = [
  { value: '', label: m.allChannels },
  { value: 'email', label: m.channels.email },
  { value: 'sms', label: m.channels.sms },
  { value: 'whatsapp', label: m.channels.whatsapp },
] as const;

const columns: readonly AdminColumn<AdminDeliveryProblem, 'failedAt'>[] = [
  { label: m.when, sort: 'failedAt', cell: (problem) => formatDateTime(problem.failedAt) },
  { label: m.channel, cell: (problem) => m.channels[problem.channel] },
  { label: m.recipient, cell: (problem) => <span className="font-mono">{problem.recipient}</span> },
  { label: m.kind, cell: (problem) => (problem.kind ? (m.kinds[problem.kind] ?? problem.kind) : m.unknownKind) },
  { label: m.reason, cell: (problem) => <p className="max-w-prose">{problem.reason}</p> },
];

/** Messages given up or reported undelivered, newest first, with the provider's reason; recipients come masked. */
export function AdminDeliveriesPage() {
  const list = useAdminList<'failedAt'>('failedAt', 'desc');
  const [channel, setChannel] = useState<DeliveryChannel | ''>('');
  const result = useGetAdminDeliveryProblemsQuery({ ...list.params, ...(channel ? { channel } : {}) });
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="max-w-prose text-slate-700">{m.lead}</p>
      <AdminList
        caption={m.caption}
        searchLabel={m.search}
        list={list}
        columns={columns}
        rowKey={(problem) => problem.id}
        result={result}
        filters={
          <FilterSelect
            label={m.show}
            value={channel}
            options={channelOptions}
            onChange={(value) => {
              setChannel(value as DeliveryChannel | '');
              list.restart();
            }}
          />
        }
      />
    </section>
  );
}
