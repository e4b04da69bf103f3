import { setImmediate } from 'node:timers/promises';
import type { AdminReportName, AdminReportQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { EVERY_VENUE, type Scope } from '../../auth/scope.ts';
import { REPORT_WINDOW_DAYS, redemptionTotalsQueries, reportCsvQuery, reportQuery } from './report-queries.ts';
import { windowsOf } from './report-windows.ts';

export function createAdminReportsRepository(db: Executor) {
  return {
    /**
     * The report's rows, one window of days per statement (ADR 049). Each statement is its own short
     * read: between two windows no connection or transaction is held, however slowly the rows are
     * consumed, and a consumer that stops asking stops the reading.
     */
    async *windows(name: AdminReportName, range: AdminReportQuery): AsyncGenerator<Record<string, unknown>[]> {
      for (const window of windowsOf(range, REPORT_WINDOW_DAYS[name])) {
        const { rows } = await reportQuery(name, window).execute(db);
        if (rows.length > 0) yield rows;
        // PGlite answers without giving the event loop a turn, and loopback sockets take megabytes before
        // they push back: without this, one download would read window after window while every other
        // request waits.
        await setImmediate();
      }
    },

    /**
     * The report's CSV lines, one text per window of days (ADR 049, ADR 088): the database writes the lines,
     * so a window is one string here however many lines it holds.
     */
    async *csvWindows(name: AdminReportName, range: AdminReportQuery, scope: Scope = EVERY_VENUE): AsyncGenerator<string> {
      for (const window of windowsOf(range, REPORT_WINDOW_DAYS[name])) {
        const { rows } = await reportCsvQuery(name, window, scope).execute(db);
        const csv = rows[0]?.csv;
        if (csv) yield csv;
        await setImmediate();
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
