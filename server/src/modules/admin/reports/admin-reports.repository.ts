import { setImmediate } from 'node:timers/promises';
import type { AdminReportName, AdminReportQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { EVERY_VENUE, type Scope } from '../../auth/scope.ts';
import { REPORT_WINDOW_DAYS, type RowReportName, redemptionTotalsQueries, reportCsvQuery, reportQuery } from './report-queries.ts';
import { windowsOf } from './report-windows.ts';

/** Windows read at once: on PostgreSQL each on a connection and a core of its own; PGlite takes them in turn. */
const READS_AT_ONCE = 2;

/**
 * Each window's read, the next ones started before the last one is answered (ADR 093): the database reads
 * them side by side, and while the server sends one. At most READS_AT_ONCE reads are ever under way, so a
 * consumer that stops asking stops the reading right after them.
 */
async function* readAhead<T>(windows: Iterable<AdminReportQuery>, read: (window: AdminReportQuery) => Promise<T>): AsyncGenerator<T> {
  const iterator = windows[Symbol.iterator]();
  const reading: Promise<T>[] = [];
  const readNext = () => {
    const next = iterator.next();
    if (next.done) return;
    const answer = read(next.value);
    // A read left behind by a consumer that stopped must not end the process as an unhandled rejection.
    answer.catch(() => undefined);
    reading.push(answer);
  };
  for (let count = 0; count < READS_AT_ONCE; count += 1) readNext();
  for (let answer = reading.shift(); answer; answer = reading.shift()) {
    const window = await answer;
    readNext();
    yield window;
    // PGlite answers without giving the event loop a turn, and loopback sockets take megabytes before they
    // push back: without this, one download would read window after window while every other request waits.
    await setImmediate();
  }
}

export function createAdminReportsRepository(db: Executor) {
  return {
    /**
     * The report's rows, one window of days per statement (ADR 049). Each statement is its own short
     * read: between two windows no connection or transaction is held, however slowly the rows are
     * consumed, and a consumer that stops asking stops the reading.
     */
    async *windows(name: RowReportName, range: AdminReportQuery): AsyncGenerator<Record<string, unknown>[]> {
      for await (const { rows } of readAhead(windowsOf(range, REPORT_WINDOW_DAYS[name]), (window) => reportQuery(name, window).execute(db))) {
        if (rows.length > 0) yield rows;
      }
    },

    /**
     * The report's CSV lines, window by window of days (ADR 049, ADR 088): the database writes the lines, so
     * a window is one string here however many lines it holds, or one a day for redemptions per day's (ADR 096).
     */
    async *csvWindows(name: AdminReportName, range: AdminReportQuery, scope: Scope = EVERY_VENUE): AsyncGenerator<string> {
      for await (const { rows } of readAhead(windowsOf(range, REPORT_WINDOW_DAYS[name]), (window) => reportCsvQuery(name, window, scope).execute(db))) {
        for (const { csv } of rows) if (csv) yield csv;
      }
    },

    /** Redemptions per day's JSON rows: the totals of each day and of each offer over the range (ADR 082). */
    async redemptionTotals(range: AdminReportQuery): Promise<{ days: Record<string, unknown>[]; offers: Record<string, unknown>[] }> {
      const queries = redemptionTotalsQueries(range);
      const [days, offers] = await Promise.all([queries.days.execute(db), queries.offers.execute(db)]);
      return { days: days.rows, offers: offers.rows };
    },
  };
}
