import { paths, pathTo } from '../../../config/paths.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { OfferCard } from '../../offers/components/offer-card.tsx';
import { useConsoleArea } from '../area/console-area.ts';
import { useGetAdminOfferPreviewQuery } from './api.ts';
import { offerMessages as m } from './messages.ts';

/**
 * The offer drawn by the member's own card, as the API would list it to a member who meets its requirement
 * and to one who does not yet, and what the staff screen shows for it now (the server reads the staff
 * screen's own rules for it).
 */
export function OfferPreview({ id, active }: { id: number; active: boolean }) {
  const area = useConsoleArea();
  const { data, error } = useGetAdminOfferPreviewQuery({ area, id });
  const detailsPath = pathTo(paths.offerDetails, { id: String(id) });
  return (
    <aside aria-labelledby="offer-preview-title" className="flex flex-col gap-3">
      <h2 id="offer-preview-title" className="font-semibold text-slate-900">
        {m.preview}
      </h2>
      {error ? (
        <p className="text-red-900">{operatorFailureText(error)}</p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section aria-labelledby="offer-counter-title" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <h3 id="offer-counter-title" className="text-sm font-medium text-slate-700">
              {m.atTheCounter}
            </h3>
            <p className={data.atTheCounter || !active ? 'font-semibold text-amber-900' : 'font-semibold text-green-900'}>
              {!active ? m.counterInactive : data.atTheCounter ? m.counterLocked(data.atTheCounter) : m.counterAvailable}
            </p>
          </section>
          <p className="text-sm font-medium text-slate-700">{m.previewUnlocked}</p>
          <OfferCard offer={data.unlocked} detailsPath={detailsPath} />
          {data.locked && (
            <>
              <p className="text-sm font-medium text-slate-700">{m.previewLocked}</p>
              <OfferCard offer={data.locked} detailsPath={detailsPath} />
            </>
          )}
        </>
      )}
    </aside>
  );
}
