import { useEffect } from 'react';
import { useInView } from 'react-intersection-observer';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { offerMessages } from '../messages.ts';

export interface MoreVenuesProps {
  /** Loads the next page of venues. */
  onMore: () => void;
  loading: boolean;
  /** The last page failed: it is tried again on the button only, never in a loop. */
  failed: boolean;
}

// Loads well before the member reaches the end, so the next venues are there when they scroll to them.
const AHEAD = '800px 0px';

/**
 * The end of a list that arrives a page of venues at a time (ADR 091): the next page loads as this comes near
 * the screen, again while it stays there, and on the button, for a keyboard or a page that failed.
 */
export function MoreVenues({ onMore, loading, failed }: MoreVenuesProps) {
  const { ref, inView } = useInView({ rootMargin: AHEAD });
  useEffect(() => {
    if (inView && !loading && !failed) onMore();
  }, [inView, loading, failed, onMore]);

  return (
    <div ref={ref} className="flex flex-col items-center gap-3 py-4">
      {failed && (
        <p role="alert" className="text-red-800">
          {offerMessages.loadFailed}
        </p>
      )}
      {loading ? (
        <p role="status" className="text-slate-700">
          {offerMessages.loadingMoreVenues}
        </p>
      ) : (
        <button type="button" className={buttonClasses('secondary')} onClick={onMore}>
          {offerMessages.moreVenues}
        </button>
      )}
    </div>
  );
}
