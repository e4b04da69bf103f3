import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  type AdminReportName,
  type AdminReportQuery,
  AdminReportCsvRowSchemas,
  AdminReportRowSchemas,
  type RedemptionsPerDayReport,
  RedemptionsPerDayReportSchema,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { EVERY_VENUE, type Scope } from '../../auth/scope.ts';
import { createAdminReportsRepository } from './admin-reports.repository.ts';
import { csvLine } from './csv-line.ts';

/**
 * Text made window by window of the report (ADR 049). `Readable.from` asks for the next window only when
 * the client has taken the last one, so a slow reader slows the reading instead of holding a connection,
 * and a client that goes away (Fastify destroys the stream) ends the generator between two statements.
 */
function streamed(windows: AsyncIterable<string>): Readable {
  return Readable.from(windows, { objectMode: false });
}

export function createAdminReportsService(db: Kysely<Database>) {
  const repository = createAdminReportsRepository(db);

  /**
   * The report's rows, window by window, each parsed by its row schema (a query whose columns drift from
   * the contract fails loudly). The first window is read before anything is answered, so a database that
   * fails at once gets the usual error answer rather than a body cut short.
   */
  async function rows(
    name: AdminReportName,
    range: AdminReportQuery,
    schemas: typeof AdminReportRowSchemas | typeof AdminReportCsvRowSchemas,
    scope: Scope = EVERY_VENUE,
  ): Promise<AsyncGenerator<Record<string, unknown>[]>> {
    const schema = schemas[name];
    const windows = (async function* () {
      for await (const window of repository.windows(name, range, scope)) yield window.map((row) => schema.parse(row) as Record<string, unknown>);
    })();
    const first = await windows.next();
    return (async function* () {
      if (first.done) return;
      yield first.value;
      yield* windows;
    })();
  }

  return {
    /**
     * Redemptions per day's JSON answer: a row per day and a total per offer (ADR 082), a few thousand rows
     * whatever the range, so it is answered whole rather than streamed.
     */
    async redemptionsPerDay(range: AdminReportQuery): Promise<RedemptionsPerDayReport> {
      const { days, offers } = await repository.redemptionTotals(range);
      return RedemptionsPerDayReportSchema.parse({ ...range, rows: days, offers });
    },

    /** Any other report as its JSON answer (`{ from, to, rows }`), written as it is read. */
    async json(name: Exclude<AdminReportName, 'redemptions-per-day'>, range: AdminReportQuery): Promise<Readable> {
      const windows = await rows(name, range, AdminReportRowSchemas);
      return streamed(
        (async function* () {
          yield `{"from":${JSON.stringify(range.from)},"to":${JSON.stringify(range.to)},"rows":[`;
          let separator = '';
          for await (const window of windows) {
            yield separator + window.map((row) => JSON.stringify(row)).join(',');
            separator = ',';
          }
          yield ']}';
        })(),
      );
    },

    /** The report as CSV with a header row, written as it is read; a venue report only at the scope's venues. */
    async csv(name: AdminReportName, range: AdminReportQuery, scope: Scope = EVERY_VENUE): Promise<Readable> {
      const columns = Object.keys(AdminReportCsvRowSchemas[name].shape);
      const windows = await rows(name, range, AdminReportCsvRowSchemas, scope);
      return streamed(
        (async function* () {
          yield csvLine(columns);
          for await (const window of windows) {
            yield window.map((row) => csvLine(columns.map((column) => row[column]))).join('');
          }
        })(),
      );
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
