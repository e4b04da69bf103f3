import type { Ref } from 'react';
import { formBuilderMessages } from './messages.ts';

export interface SummaryEntry {
  label: string;
  message: string;
}

/** The message after a failed submit, listing each field's error, or 'Generic Error' when there are none. */
export function ErrorSummary({ entries, ref }: { entries: SummaryEntry[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{formBuilderMessages.summary}</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {entries.length === 0 ? (
          <li>{formBuilderMessages.genericError}</li>
        ) : (
          entries.map((entry) => <li key={entry.label}>{`${entry.label}: ${entry.message}`}</li>)
        )}
      </ul>
    </div>
  );
}
