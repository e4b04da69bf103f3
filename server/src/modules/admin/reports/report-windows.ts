import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { min } from 'date-fns/min';
import { parseISO } from 'date-fns/parseISO';
import type { AdminReportQuery } from '@venue-pass/contracts';

// Report days are UTC days, whatever the server's own zone.
const utcDay = (day: string) => parseISO(day, { in: tz('UTC') });

/** The range cut into consecutive windows of at most `days` days, in order; the whole range for `null`. */
export function* windowsOf(range: AdminReportQuery, days: number | null): Generator<AdminReportQuery> {
  if (days === null) {
    yield range;
    return;
  }
  const end = utcDay(range.to);
  for (let start = utcDay(range.from); start <= end; start = addDays(start, days)) {
    yield { from: format(start, 'yyyy-MM-dd'), to: format(min([addDays(start, days - 1), end]), 'yyyy-MM-dd') };
  }
}
