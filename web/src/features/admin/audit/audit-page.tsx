import { AuditEntityTypeSchema, type AuditEntityType, type AuditEntry } from '@venue-pass/contracts';
import { useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDateTime } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useGetAdminAuditQuery } from './api.ts';
import { auditMessages as m } from './messages.ts';

const typeOptions = [{ value: '', label: m.allTypes }, ...AuditEntityTypeSchema.options.map((value) => ({ value, label: m.entityTypes[value] }))];

const asJson = (value: unknown) => (value === null || value === undefined ? m.nothing : JSON.stringify(value, null, 2));

const columns: readonly AdminColumn<AuditEntry, 'at'>[] = [
  { label: m.when, cell: (entry) => formatDateTime(entry.at) },
  { label: m.who, cell: (entry) => entry.actor },
  { label: m.action, cell: (entry) => entry.action },
  { label: m.record, cell: (entry) => `${m.entityTypes[entry.entityType]} ${entry.entityId}` },
  {
    label: m.change,
    cell: (entry) => (
      <details>
        <summary className="cursor-pointer text-violet-900">{m.showChange}</summary>
        <div className="mt-2 grid gap-2 lg:grid-cols-2">
          <div>
            <p className="font-medium">{m.before}</p>
            <pre className="max-w-md overflow-x-auto rounded bg-slate-50 p-2 text-xs">{asJson(entry.before)}</pre>
          </div>
          <div>
            <p className="font-medium">{m.after}</p>
            <pre className="max-w-md overflow-x-auto rounded bg-slate-50 p-2 text-xs">{asJson(entry.after)}</pre>
          </div>
        </div>
      </details>
    ),
  },
];

/**
 * The audit log, newest first: the list's search box filters by the operator's e-mail, and a record
 * type can be chosen. The API keeps its own order, so no column sorts.
 */
export function AdminAuditPage() {
  const list = useAdminList<'at'>('at', 'desc');
  const [entityType, setEntityType] = useState('');
  const { q, cursor } = list.params;
  const result = useGetAdminAuditQuery({
    ...(q ? { actor: q } : {}),
    ...(cursor ? { cursor } : {}),
    ...(entityType ? { entityType: entityType as AuditEntityType } : {}),
  });
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <AdminList
        caption={m.caption}
        searchLabel={m.actor}
        list={list}
        columns={columns}
        rowKey={(entry) => entry.id}
        result={result}
        filters={
          <FilterSelect
            label={m.entityType}
            value={entityType}
            options={typeOptions}
            onChange={(value) => {
              setEntityType(value);
              list.restart();
            }}
          />
        }
      />
    </section>
  );
}
