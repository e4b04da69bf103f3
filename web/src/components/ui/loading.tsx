import { configMessages } from '../../config/messages.ts';

/** The 'Loading' state (R-BOOT-03, R-CALLBACK-02); announced politely to screen readers. */
export function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-40 items-center justify-center gap-3 p-8">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-violet-800 border-t-transparent motion-reduce:animate-none"
      />
      <span className="text-slate-700">{configMessages.loading}</span>
    </div>
  );
}
