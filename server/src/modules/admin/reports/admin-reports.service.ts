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
import type { RowReportName } from './report-queries.ts';

/**
 * Text made window by window of the report (ADR 049). `Readable.from` asks for the next window only when
 * the client has taken the last one, so a slow reader slows the reading instead of holding a connection,
 * and a client that goes away (Fastify destroys the stream) ends the generator between two statements.
 */
function streamed(windows: AsyncIterable<string>): Readable {
  return Readable.from(windows, { objectMode: false });
}

/**
 * The windows, the first of them read before anything is answered, so a database that fails at once gets
 * the usual error answer rather than a body cut short.
 */
async function startedAt<T>(windows: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await windows.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* windows;
  })();
}

export function createAdminReportsService(db: Kysely<Database>) {
  const repository = createAdminReportsRepository(db);

  /** The report's JSON rows, window by window, each parsed by its row schema (a query whose columns drift from the contract fails loudly). */
  async function rows(name: RowReportName, range: AdminReportQuery): Promise<AsyncGenerator<Record<string, unknown>[]>> {
    const schema = AdminReportRowSchemas[name];
    return startedAt((async function* () {
      for await (const window of repository.windows(name, range)) yield window.map((row) => schema.parse(row) as Record<string, unknown>);
    })());
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
    async json(name: RowReportName, range: AdminReportQuery): Promise<Readable> {
      const windows = await rows(name, range);
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

    /**
     * The report as CSV with a header row, written as it is read, its lines made by the database (ADR 088);
     * a venue report only at the scope's venues.
     */
    async csv(name: AdminReportName, range: AdminReportQuery, scope: Scope = EVERY_VENUE): Promise<Readable> {
      // The columns are the contract's names, plain words that need no quoting.
      const header = `${Object.keys(AdminReportCsvRowSchemas[name].shape).join(',')}\r\n`;
      const windows = await startedAt(repository.csvWindows(name, range, scope));
      return streamed(
        (async function* () {
          yield header;
          yield* windows;
        })(),
      );
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
