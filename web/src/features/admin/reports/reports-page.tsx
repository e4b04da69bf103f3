import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { TZDate } from '@date-fns/tz';
import { AdminReportNameSchema, SCHEME_TIME_ZONE, type AdminReportName, type AdminReportQuery } from '@venue-pass/contracts';
import { format, subDays } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB } from 'date-fns/locale/en-GB';
import 'react-day-picker/style.css';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { formatCalendarDay } from '../../../lib/scheme-dates.ts';
import { useGetAdminReportQuery, useLazyGetAdminReportCsvQuery } from './api.ts';
import { reportMessages as m } from './messages.ts';
import { reportShapes } from './report-shapes.ts';

// recharts is large; it loads after the figures, and only on this page.
const ReportChart = lazy(() => import('./report-chart.tsx'));

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The last `days` days up to today on the scheme's clock, the days the server counts in (ADR 057). */
function lastDays(days: number): AdminReportQuery {
  const today = new TZDate(Date.now(), SCHEME_TIME_ZONE);
  return { from: isoDay(subDays(today, days - 1)), to: isoDay(today) };
}

/** Hands a text to the browser as a downloaded file. */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file over; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function RangePicker({ range, onChange }: { range: AdminReportQuery; onChange: (range: AdminReportQuery) => void }) {
  const [picked, setPicked] = useState<DateRange | undefined>({ from: new Date(`${range.from}T00:00`), to: new Date(`${range.to}T00:00`) });
  return (
    <Disclosure as="div" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{m.rangeText(formatCalendarDay(range.from), formatCalendarDay(range.to))}</span>
        <DisclosureButton className={buttonClasses('secondary')}>{m.pickRange}</DisclosureButton>
        {[7, 30, 365].map((days) => (
          <button key={days} type="button" className={buttonClasses('ghost')} onClick={() => onChange(lastDays(days))}>
            {m.lastDays(days)}
          </button>
        ))}
      </div>
      <DisclosurePanel className="self-start rounded-xl bg-white p-2 ring-1 ring-slate-200">
        <DayPicker
          mode="range"
          locale={enGB}
          // The console's violet rather than the library's blue (issue 22).
          className="[--rdp-accent-background-color:var(--color-violet-100)] [--rdp-accent-color:var(--color-violet-700)]"
          numberOfMonths={2}
          selected={picked}
          defaultMonth={picked?.from}
          onSelect={(next) => {
            setPicked(next);
            if (next?.from && next.to) onChange({ from: isoDay(next.from), to: isoDay(next.to) });
          }}
          footer={picked?.from && !picked.to ? m.chooseEnd : undefined}
        />
      </DisclosurePanel>
    </Disclosure>
  );
}

function Report({ name, range }: { name: AdminReportName; range: AdminReportQuery }) {
  const { data, error, isFetching } = useGetAdminReportQuery({ name, ...range });
  const [fetchCsv, { isFetching: downloading }] = useLazyGetAdminReportCsvQuery();
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const shape = reportShapes[name];
  const title = m.reports[name];

  const download = async () => {
    setDownloadFailed(null);
    try {
      saveFile(await fetchCsv({ name, ...range }).unwrap(), `${name}-${range.from}-${range.to}.csv`, 'text/csv');
    } catch (failure) {
      setDownloadFailed(apiErrorMessage(failure));
    }
  };

  return (
    <section aria-labelledby={`report-${name}`} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`report-${name}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" className={buttonClasses('secondary')} aria-label={m.downloadCsvOf(title)} disabled={downloading} onClick={() => void download()}>
          {m.downloadCsv}
        </button>
      </div>
      {downloadFailed && (
        <p role="alert" className="text-red-900">
          {m.downloadFailed} {downloadFailed}
        </p>
      )}
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
          {/* Scrolls on its own, so keyboard users can reach it to scroll. */}
          <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={m.figuresOf(title)}>
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  {shape.columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2">
                      {m.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shape.tableRows(data).map((row, index) => (
                  <tr key={index}>
                    {shape.columns.map((column) => (
                      <td key={column} className="px-3 py-1">
                        {column === 'day' && row[column] ? formatCalendarDay(String(row[column])) : (row[column] ?? '—')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
