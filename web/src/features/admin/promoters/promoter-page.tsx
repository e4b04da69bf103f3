import type { AdminPromoter, AdminPromoterSend } from '@venue-pass/contracts';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { SaveFailureBanner, readSaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDateTime, formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { QrPoster } from '../poster/qr-poster.tsx';
import { useGetAdminPromoterQuery, useGetAdminPromoterSendsQuery, useRevokeAdminPromoterMutation } from './api.ts';
import { promoterMessages as m } from './messages.ts';

const sendColumns: readonly AdminColumn<AdminPromoterSend, 'createdAt'>[] = [
  { label: m.when, sort: 'createdAt', cell: (send) => formatDateTime(send.createdAt) },
  { label: m.phone, cell: (send) => send.maskedPhoneNumber ?? '—' },
  { label: m.outcome, cell: (send) => m.outcomes[send.outcome] },
];

function Sends({ id }: { id: number }) {
  const list = useAdminList<'createdAt'>('createdAt', 'desc');
  const result = useGetAdminPromoterSendsQuery({ ...list.params, id });
  return (
    <section aria-labelledby="promoter-sends" className="flex flex-col gap-2">
      <h2 id="promoter-sends" className="font-semibold text-slate-900">
        {m.sends}
      </h2>
      <AdminList caption={m.sendsCaption} searchLabel={m.searchSends} list={list} columns={sendColumns} rowKey={(send) => send.id} result={result} />
    </section>
  );
}

function Revoke({ promoter, onReload }: { promoter: AdminPromoter; onReload: () => void }) {
  const [revoke, { error, isLoading }] = useRevokeAdminPromoterMutation();
  return (
    <section className="flex flex-col items-start gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-slate-700">{m.revokeText}</p>
      {error !== undefined && <SaveFailureBanner failure={readSaveFailure(error, () => undefined)} onReload={onReload} />}
      <button
        type="button"
        className={buttonClasses('secondary', 'border-red-800 text-red-900 hover:bg-red-50')}
        disabled={isLoading}
        onClick={() => void revoke({ id: promoter.id, body: { version: promoter.version } })}
      >
        {m.revoke}
      </button>
    </section>
  );
}

/** /admin/promoters/{id}: the promoter's link and code while it sends, revoking it, and every send from it. */
export function AdminPromoterPage() {
  const { id = '' } = useParams();
  const { data: promoter, error, refetch } = useGetAdminPromoterQuery(Number(id));
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.adminPromoters} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {error ? (
        <p role="alert" className="text-red-900">
          {operatorFailureText(error)}
        </p>
      ) : !promoter ? (
        <Loading />
      ) : (
        <>
          <PageHeading>{m.detailTitle(promoter.name)}</PageHeading>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">{m.promotion}</dt>
            <dd>{promoter.promotionName}</dd>
            <dt className="font-medium text-slate-700">{m.dailyQuota}</dt>
            <dd>{promoter.dailyQuota}</dd>
            <dt className="font-medium text-slate-700">{m.sentToday}</dt>
            <dd>{promoter.sentToday}</dd>
            <dt className="font-medium text-slate-700">{m.status}</dt>
            <dd>{promoter.active ? m.active : m.revoked}</dd>
          </dl>
          {promoter.active ? (
            <>
              <QrPoster title={promoter.name} link={promoter.link} caption={m.posterCaption} />
              <Revoke promoter={promoter} onReload={() => void refetch()} />
            </>
          ) : (
            <p role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
              {m.revokedOn(promoter.revokedAt ? formatDay(promoter.revokedAt) : '—')}
            </p>
          )}
          <Sends id={promoter.id} />
        </>
      )}
    </section>
  );
}
