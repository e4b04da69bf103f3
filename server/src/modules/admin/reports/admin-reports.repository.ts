import { sql } from 'kysely';
import type { AdminReportName, AdminReportQuery } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { reportQuery } from './report-queries.ts';

// Rows fetched per round trip while a CSV streams: memory stays at one batch whatever the range.
const BATCH = 1000;

export function createAdminReportsRepository(db: Executor) {
  return {
    /** The whole report; the JSON answers are at most a few hundred rows a year (days, sources, promotions). */
    async rows(name: AdminReportName, range: AdminReportQuery): Promise<Record<string, unknown>[]> {
      return (await reportQuery(name, range).execute(db)).rows;
    },

    /**
     * The report through a server-side cursor, batch by batch: a year of redemptions is never held in
     * memory. Must run on a transaction (a cursor lives in one).
     */
    async *batches(name: AdminReportName, range: AdminReportQuery): AsyncGenerator<Record<string, unknown>[]> {
      await sql`declare admin_report no scroll cursor for ${reportQuery(name, range)}`.execute(db);
      for (;;) {
        const { rows } = await sql<Record<string, unknown>>`fetch ${sql.raw(String(BATCH))} from admin_report`.execute(db);
        if (rows.length === 0) break;
        yield rows;
      }
      await sql`close admin_report`.execute(db);
    },
  };
}
