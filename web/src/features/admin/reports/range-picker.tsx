import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { TZDate } from '@date-fns/tz';
import { SCHEME_TIME_ZONE, type AdminReportQuery } from '@venue-pass/contracts';
import { format, subDays } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { formatCalendarDay } from '../../../lib/scheme-dates.ts';
import { reportMessages as m } from './messages.ts';

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The last `days` days up to today on the scheme's clock, the days the server counts in (ADR 057). */
export function lastDays(days: number): AdminReportQuery {
  const today = new TZDate(Date.now(), SCHEME_TIME_ZONE);
  return { from: isoDay(subDays(today, days - 1)), to: isoDay(today) };
}

const QUICK_RANGES = [7, 30, 365] as const;

/**
 * The range of days the figures cover: a calendar of two months, or the last 7, 30 or 365 days, the one
 * that is the range shown as pressed.
 */
export function RangePicker({ range, onChange }: { range: AdminReportQuery; onChange: (range: AdminReportQuery) => void }) {
  const [picked, setPicked] = useState<DateRange | undefined>({ from: new Date(`${range.from}T00:00`), to: new Date(`${range.to}T00:00`) });
  return (
    <Disclosure as="div" className="flex flex-col gap-2">
      <p className="font-medium text-slate-900">{m.rangeText(formatCalendarDay(range.from), formatCalendarDay(range.to))}</p>
      <div className="flex flex-wrap items-center gap-2">
        <DisclosureButton className={buttonClasses('secondary')}>{m.pickRange}</DisclosureButton>
        <div
          role="group"
          aria-label={m.quickRanges}
          className="grid w-full grid-cols-3 overflow-hidden rounded-lg bg-white ring-1 ring-slate-300 sm:inline-grid sm:w-auto"
        >
          {QUICK_RANGES.map((days) => {
            const quick = lastDays(days);
            const pressed = quick.from === range.from && quick.to === range.to;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={pressed}
                className={`px-2 py-2 text-sm font-semibold whitespace-nowrap sm:px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700 ${
                  pressed ? 'bg-violet-100 text-violet-900' : 'text-slate-800 hover:bg-slate-100'
                }`}
                onClick={() => onChange(quick)}
              >
                {m.lastDays(days)}
              </button>
            );
          })}
        </div>
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
