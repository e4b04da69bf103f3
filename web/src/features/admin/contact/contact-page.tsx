import type { AdminContactMessage } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SaveFailureBanner, readSaveFailure, type SaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDateTime } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useToast } from '../toast/toasts.tsx';
import { useGetAdminContactMessagesQuery, useMarkAdminContactMessageHandledMutation } from './api.ts';
import { contactMessages as m } from './messages.ts';

const statusOptions = [
  { value: 'false', label: m.open },
  { value: 'true', label: m.handled },
  { value: '', label: m.all },
] as const;

/** The contact-form inbox, newest first, waiting messages by default; each can be marked handled. */
export function AdminContactPage() {
  const list = useAdminList<'createdAt'>('createdAt', 'desc');
  const [status, setStatus] = useState('false');
  const result = useGetAdminContactMessagesQuery({ ...list.params, ...(status ? { handled: status === 'true' } : {}) });
  const [markHandled] = useMarkAdminContactMessageHandledMutation();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const toast = useToast();

  const handle = async (message: AdminContactMessage) => {
    setFailure(null);
    try {
      await markHandled(message.id).unwrap();
      toast(m.markedHandled(message.name));
    } catch (error) {
      setFailure(readSaveFailure(error, () => undefined));
    }
  };

  const columns: readonly AdminColumn<AdminContactMessage, 'createdAt'>[] = [
    { label: m.received, sort: 'createdAt', cell: (message) => formatDateTime(message.createdAt) },
    {
      label: m.from,
      cell: (message) => (
        <>
          <span className="font-medium">{message.name}</span>
          <br />
          <a href={`mailto:${message.email}`} className="text-violet-900 underline">
            {message.email}
          </a>
        </>
      ),
    },
    { label: m.message, cell: (message) => <p className="max-w-prose whitespace-pre-wrap">{message.message}</p> },
    {
      label: m.status,
      cell: (message) =>
        message.handledAt ? (
          m.handledBy(message.handledBy ?? '—', formatDateTime(message.handledAt))
        ) : (
          <button type="button" className={buttonClasses('secondary')} aria-label={m.markHandledOf(message.name)} onClick={() => void handle(message)}>
            {m.markHandled}
          </button>
        ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <SaveFailureBanner failure={failure} />
      <AdminList
        caption={m.caption}
        searchLabel={m.search}
        list={list}
        columns={columns}
        rowKey={(message) => message.id}
        result={result}
        filters={
          <FilterSelect
            label={m.show}
            value={status}
            options={statusOptions}
            onChange={(value) => {
              setStatus(value);
              list.restart();
            }}
          />
        }
      />
    </section>
  );
}
