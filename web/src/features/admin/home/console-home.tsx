import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { useGetAdminOverviewQuery } from './api.ts';
import { homeMessages as m } from './messages.ts';

interface TileProps {
  to: string;
  title: string;
  figure: number;
  /** What the figure counts, read after it ('today'). */
  unit?: string;
  detail: ReactNode;
}

/** One count, the whole tile a link to the area where the counted records are. */
function Tile({ to, title, figure, unit, detail }: TileProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        <span className="text-sm font-medium text-slate-700">{title}</span>
        <span className="text-3xl font-semibold text-violet-900">
          {figure.toLocaleString('en-GB')}
          {unit && <span className="ml-2 text-base font-medium text-slate-700">{unit}</span>}
        </span>
        <span className="text-sm text-slate-700">{detail}</span>
      </Link>
    </li>
  );
}

/**
 * The console's home at /admin: the scheme's figures today and over the last 7 days, what is waiting
 * for someone, each a way into its area. The sidebar already lists every area, so the home does not.
 */
export function ConsoleHome() {
  // Figures move all the time: each visit to the home reads them afresh.
  const { data, error } = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      {error ? (
        <p role="alert" className="text-red-900">
          {apiErrorMessage(error)}
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <ul aria-label={m.tilesLabel} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Tile to={paths.adminMembers} title={m.signUps} figure={data.today.signUps} unit={m.today} detail={m.last7Days(data.last7Days.signUps)} />
          <Tile to={paths.adminReports} title={m.redemptions} figure={data.today.redemptions} unit={m.today} detail={m.last7Days(data.last7Days.redemptions)} />
          <Tile
            to={paths.adminPromotions}
            title={m.vouchersIssued}
            figure={data.today.vouchersIssued}
            unit={m.today}
            detail={
              <>
                {m.last7Days(data.last7Days.vouchersIssued)}
                <br />
                {m.vouchersRedeemed(data.today.vouchersRedeemed, data.last7Days.vouchersRedeemed)}
              </>
            }
          />
          <Tile to={paths.adminReports} title={m.messagesWaiting} figure={data.messagesWaiting} detail={m.messagesWaitingDetail} />
          <Tile to={paths.adminContact} title={m.contactMessagesOpen} figure={data.contactMessagesOpen} detail={m.contactMessagesOpenDetail} />
          <Tile to={paths.adminReview} title={m.proposalsWaiting} figure={data.proposalsWaiting} detail={m.proposalsWaitingDetail} />
        </ul>
      )}
    </section>
  );
}
