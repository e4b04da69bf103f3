import type { AdminReportQuery, PartnerFigures } from '@venue-pass/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { ScrollingTable, type ScrollingTableRow } from '../../../components/ui/scrolling-table.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { formatCalendarDay } from '../../../lib/scheme-dates.ts';
import { reportMessages } from '../../admin/reports/messages.ts';
import { lastDays, RangePicker } from '../../admin/reports/range-picker.tsx';
import { DownloadFailure, useCsvDownload } from '../../admin/reports/csv-download.tsx';
import { partnerMessages as m } from '../messages.ts';
import { useGetPartnerFiguresQuery, useLazyGetPartnerFiguresCsvQuery } from './api.ts';
import { busiestHours, everyDay, hourRows } from './figure-rows.ts';

// recharts is large; it loads after the figures, and only on the pages that chart (ADR 045).
const ReportChart = lazy(() => import('../../admin/reports/report-chart.tsx'));

function Total({ label, figure }: { label: string; figure: number }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <span className="text-3xl font-semibold text-violet-900">{figure.toLocaleString('en-GB')}</span>
    </li>
  );
}

/** A titled part of the page: its chart, then the same figures as a table for every reader. */
function Part({ id, title, chart, head, rows }: { id: string; title: string; chart?: ReactNode; head: readonly string[]; rows: readonly ScrollingTableRow[] }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {chart && <Suspense fallback={<Loading />}>{chart}</Suspense>}
      <ScrollingTable caption={title} label={reportMessages.figuresOf(title)} long head={head} rows={rows} />
    </section>
  );
}

function Figures({ figures }: { figures: PartnerFigures }) {
  const days = everyDay(figures);
  const hours = hourRows(figures.hours);
  return (
    <>
      <ul aria-label={m.totals} className="grid gap-3 sm:grid-cols-3">
        <Total label={m.redemptions} figure={figures.totals.redemptions} />
        <Total label={m.members} figure={figures.totals.members} />
        <Total label={m.vouchersRedeemed} figure={figures.totals.vouchersRedeemed} />
      </ul>
      {figures.totals.redemptions + figures.totals.vouchersRedeemed === 0 ? (
        <p className="text-slate-700">{m.noneInRange}</p>
      ) : (
        <>
          <Part
            id="figures-per-day"
            title={m.perDay}
            chart={
              <ReportChart
                label={reportMessages.chartOf(m.perDay)}
                kind="line"
                rows={days}
                x="day"
                series={[
                  { key: 'redemptions', label: m.redemptions },
                  { key: 'vouchersRedeemed', label: m.vouchersRedeemed },
                ]}
              />
            }
            head={[m.day, m.redemptions, m.vouchersRedeemed]}
            rows={figures.days.map((day) => ({ key: day.day, cells: [formatCalendarDay(day.day), day.redemptions, day.vouchersRedeemed] }))}
          />
          <Part id="figures-per-offer" title={m.perOffer} head={[m.offer, m.venue, m.redemptions]} rows={figures.offers.map((offer) => ({ key: offer.offerId, cells: [offer.offerTitle, offer.venueName, offer.redemptions] }))} />
          <Part
            id="figures-per-hour"
            title={m.perHour}
            chart={<ReportChart label={reportMessages.chartOf(m.perHour)} kind="bar" rows={hours} x="hour" series={[{ key: 'redemptions', label: m.redemptions }]} />}
            head={[m.hour, m.redemptions]}
            rows={busiestHours(figures.hours).map((hour) => ({ key: hour.hour, cells: [hour.hour, hour.redemptions] }))}
          />
        </>
      )}
    </>
  );
}

/** /partner/figures: what the scheme brought the manager's venues over a range of days, as totals, charts, tables and CSV. */
export function PartnerFiguresPage() {
  const [range, setRange] = useState<AdminReportQuery>(() => lastDays(30));
  const { data, error, isFetching } = useGetPartnerFiguresQuery(range);
  const [fetchCsv, { isFetching: downloading }] = useLazyGetPartnerFiguresCsvQuery();
  const csv = useCsvDownload();

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.figuresTitle}</PageHeading>
        <button type="button" className={buttonClasses('secondary')} disabled={downloading} onClick={() => void csv.download(() => fetchCsv(range).unwrap(), `redemptions-per-day-${range.from}-${range.to}.csv`)}>
          {m.downloadCsv}
        </button>
      </div>
      <p className="text-slate-700">{m.figuresIntro}</p>
      <RangePicker range={range} onChange={setRange} />
      <DownloadFailure failed={csv.failed} />
      {error ? (
        <p role="alert" className="text-red-900">
          {apiErrorMessage(error)}
        </p>
      ) : !data || isFetching ? (
        <Loading />
      ) : (
        <Figures figures={data} />
      )}
    </section>
  );
}
