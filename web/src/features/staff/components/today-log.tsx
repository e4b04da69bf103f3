import type { StaffRedemption, StaffVenue } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { cn } from '../../../lib/cn.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { useGetRedemptionLogQuery, useUndoRedemptionMutation } from '../api.ts';
import { staffMessages as m } from '../messages.ts';
import { formatVenueTime } from '../venue-time.ts';

/** Undo on the staff member's own redemption while its window lasts, for when the next scan replaced the green state. */
function UndoCell({ redemption, venueId, loadedAt }: { redemption: StaffRedemption; venueId: number; loadedAt: number }) {
  const [undo, { isLoading }] = useUndoRedemptionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (redemption.undone || !redemption.undoableUntil || Date.parse(redemption.undoableUntil) <= loadedAt) return null;
  const undoRedemption = async () => {
    try {
      await undo({ id: redemption.id, venueId }).unwrap();
    } catch (error) {
      const status = apiErrorStatus(error);
      setFailure(status === 409 || status === 404 ? m.undoExpired : m.failed);
    }
  };
  return (
    <>
      <button
        type="button"
        disabled={isLoading}
        aria-label={m.undoOf(redemption.title)}
        onClick={() => void undoRedemption()}
        className={buttonClasses('secondary', 'ml-2 px-2 py-1')}
      >
        {isLoading ? m.undoing : m.undo}
      </button>
      {failure && (
        <span role="alert" className="ml-2 text-sm text-red-800">
          {failure}
        </span>
      )}
    </>
  );
}

/** The venue's redemptions of the day, newest first, so a manager can reconcile the till. */
export function TodayLog({ venue }: { venue: StaffVenue }) {
  const { data: log, isLoading, isError, refetch, fulfilledTimeStamp = 0 } = useGetRedemptionLogQuery({ venueId: venue.id }, { refetchOnMountOrArgChange: true });

  let body;
  if (isLoading) {
    body = <p className="text-slate-700">{m.checking}</p>;
  } else if (isError || !log) {
    body = (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {m.todayFailed}
        </p>
        <button type="button" onClick={() => void refetch()} className={buttonClasses('secondary')}>
          {m.retry}
        </button>
      </div>
    );
  } else if (log.redemptions.length === 0) {
    body = <p className="text-slate-700">{m.todayEmpty}</p>;
  } else {
    const newestFirst = [...log.redemptions].sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt));
    body = (
      <table className="w-full text-left">
        <thead className="text-sm text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {m.time}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.what}
            </th>
            <th scope="col" className="py-2">
              {m.member}
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((redemption) => (
            <tr key={redemption.id} className={cn('border-t border-slate-200', redemption.undone && 'text-slate-500 line-through')}>
              <td className="py-2 pr-3 font-mono">{formatVenueTime(redemption.redeemedAt, venue.timeZone)}</td>
              <td className="py-2 pr-3">
                <span className="sr-only">{redemption.kind === 'offer' ? m.offerKind : m.voucherKind}: </span>
                {redemption.title}
                {redemption.undone && <span className="ml-1 no-underline">{m.undoneMark}</span>}
              </td>
              <td className="py-2">
                {redemption.memberFirstName ?? '—'}
                <UndoCell redemption={redemption} venueId={venue.id} loadedAt={fulfilledTimeStamp} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby="staff-today-heading" className="flex flex-col gap-3">
      <h2 id="staff-today-heading" className="text-xl font-semibold text-slate-900">
        {m.todayTitle}
      </h2>
      {body}
    </section>
  );
}
