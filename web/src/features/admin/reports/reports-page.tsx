import { AdminReportNameSchema, type AdminReportName, type AdminReportQuery } from '@venue-pass/contracts';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { formatCalendarDay } from '../../../lib/scheme-dates.ts';
import { useGetAdminReportQuery, useLazyGetAdminReportCsvQuery } from './api.ts';
import { reportMessages as m } from './messages.ts';
import { DownloadFailure, useCsvDownload } from './csv-download.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { lastDays, RangePicker } from './range-picker.tsx';
import { reportShapes } from './report-shapes.ts';

// recharts is large; it loads after the figures, and only on this page.
const ReportChart = lazy(() => import('./report-chart.tsx'));

function Report({ name, range }: { name: AdminReportName; range: AdminReportQuery }) {
  const { data, error, isFetching } = useGetAdminReportQuery({ name, ...range });
  const [fetchCsv, { isFetching: downloading }] = useLazyGetAdminReportCsvQuery();
  const csv = useCsvDownload();
  const shape = reportShapes[name];
  const title = m.reports[name];

  return (
    <section aria-labelledby={`report-${name}`} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`report-${name}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" className={buttonClasses('secondary')} aria-label={m.downloadCsvOf(title)} disabled={downloading} onClick={() => void csv.download(() => fetchCsv({ name, ...range }).unwrap(), `${name}-${range.from}-${range.to}.csv`)}>
          {m.downloadCsv}
        </button>
      </div>
      <DownloadFailure failed={csv.failed} />
      {error ? (
        <p role="alert" className="text-red-900">
          {apiErrorMessage(error)}
        </p>
      ) : !data || isFetching ? (
        <Loading />
      ) : data.rows.length === 0 ? (
        <p className="text-slate-600">{m.empty}</p>
      ) : (
        <>
          <Suspense fallback={<Loading />}>
            <ReportChart label={m.chartOf(title)} kind={shape.chart} rows={shape.chartRows(data.rows)} x={shape.x} series={shape.series(data.rows)} />
          </Suspense>
          <ScrollingTable
            caption={title}
            label={m.figuresOf(title)}
            long
            head={shape.columns.map((column) => m.columns[column])}
            rows={shape.tableRows(data).map((row, index) => ({
              key: index,
              cells: shape.columns.map((column) => (column === 'day' && row[column] ? formatCalendarDay(String(row[column])) : (row[column] ?? '—'))),
            }))}
          />
        </>
      )}
    </section>
  );
}

/** Every report over one range of days, each with its chart, its figures and its CSV. */
export function AdminReportsPage() {
  const [range, setRange] = useState(() => lastDays(30));
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <RangePicker range={range} onChange={setRange} />
      {AdminReportNameSchema.options.map((name) => (
        <Report key={name} name={name} range={range} />
      ))}
    </section>
  );
}
