import { AuditEntityTypeSchema, type AuditEntityType, type AuditEntry } from '@venue-pass/contracts';
import { useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDateTime } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useGetAdminAuditQuery } from './api.ts';
import { AuditChangeTable } from './audit-change-table.tsx';
import { auditMessages as m } from './messages.ts';

const typeOptions = [{ value: '', label: m.allTypes }, ...AuditEntityTypeSchema.options.map((value) => ({ value, label: m.entityTypes[value] }))];

/** The record's name when the change was made, or, on entries older than names (ADR 068), its type and id. */
const recordOf = (entry: AuditEntry) => entry.label ?? m.unnamedRecord(m.entityTypes[entry.entityType], entry.entityId);

const columns: readonly AdminColumn<AuditEntry, 'at'>[] = [
  { label: m.when, cell: (entry) => formatDateTime(entry.at) },
  { label: m.who, cell: (entry) => entry.actor },
  { label: m.action, cell: (entry) => entry.action },
  { label: m.record, cell: recordOf },
  {
    label: m.change,
    cell: (entry) => (
      <details>
        <summary className="cursor-pointer text-violet-900">{m.showChange}</summary>
        <div className="mt-2">
          <AuditChangeTable entry={entry} record={recordOf(entry)} />
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
