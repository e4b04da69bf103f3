import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { type AdminReportName, type AdminReportQuery, AdminReportRowSchemas } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { createAdminReportsRepository } from './admin-reports.repository.ts';
import { csvLine } from './csv-line.ts';

export function createAdminReportsService(db: Kysely<Database>) {
  return {
    async report(name: AdminReportName, range: AdminReportQuery) {
      // Parsed by the row's own schema: a query whose columns drift from the contract fails here, loudly.
      const rows = AdminReportRowSchemas[name].array().parse(await createAdminReportsRepository(db).rows(name, range));
      return { from: range.from, to: range.to, rows };
    },

    /**
     * The report as CSV, written while it is read: each batch from the cursor is written and, when the
     * client reads slower than the database answers, the next one waits for the socket to drain.
     */
    csv(name: AdminReportName, range: AdminReportQuery, onError: (error: unknown) => void): Readable {
      const out = new PassThrough();
      const columns = Object.keys(AdminReportRowSchemas[name].shape);
      const write = async (text: string) => {
        if (!out.write(text)) await once(out, 'drain');
      };
      db.transaction()
        .execute(async (trx) => {
          await write(csvLine(columns));
          for await (const batch of createAdminReportsRepository(trx).batches(name, range)) {
            if (out.destroyed) return;
            await write(batch.map((row) => csvLine(columns.map((column) => row[column]))).join(''));
          }
        })
        .then(
          () => out.end(),
          (error: unknown) => {
            onError(error);
            out.destroy(error instanceof Error ? error : new Error(String(error)));
          },
        );
      return out;
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
