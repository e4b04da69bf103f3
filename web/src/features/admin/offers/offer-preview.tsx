import { paths, pathTo } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { OfferCard } from '../../offers/components/offer-card.tsx';
import { useGetAdminOfferPreviewQuery } from './api.ts';
import { offerMessages as m } from './messages.ts';

/** The offer drawn by the member's own card, as the API would list it to a member who meets its requirement and to one who does not yet. */
export function OfferPreview({ id }: { id: number }) {
  const { data, error } = useGetAdminOfferPreviewQuery(id);
  const detailsPath = pathTo(paths.offerDetails, { id: String(id) });
  return (
    <aside aria-labelledby="offer-preview-title" className="flex flex-col gap-3">
      <h2 id="offer-preview-title" className="font-semibold text-slate-900">
        {m.preview}
      </h2>
      {error ? (
        <p className="text-red-900">{apiErrorMessage(error)}</p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
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
