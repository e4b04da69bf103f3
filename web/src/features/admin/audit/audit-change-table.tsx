import type { AuditEntry } from '@venue-pass/contracts';
import { type AuditChange, auditChanges } from './audit-changes.ts';
import { auditMessages as m } from './messages.ts';

/** The fields one audit entry changed, before and after, as a table an operator reads at a glance. */
export function AuditChangeTable({ entry, record }: { entry: AuditEntry; record: string }) {
  return <ChangeTable changes={auditChanges(entry.before, entry.after)} caption={m.changeOf(record)} />;
}

/** Changed fields, before and after: an audit entry's, or what a proposal would change (the review queue). */
export function ChangeTable({ changes, caption }: { changes: readonly AuditChange[]; caption: string }) {
  if (changes.length === 0) return <p className="text-slate-700">{m.noFieldChanged}</p>;
  return (
    <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className="px-2 py-1">
            {m.field}
          </th>
          <th scope="col" className="px-2 py-1">
            {m.before}
          </th>
          <th scope="col" className="px-2 py-1">
            {m.after}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="px-2 py-1 font-medium">
              {change.field}
            </th>
            <td className="max-w-xs px-2 py-1 break-words text-slate-700">{change.before}</td>
            <td className="max-w-xs px-2 py-1 break-words">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
