import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobOutcome } from './scheduled-jobs.table.ts';

/**
 * The scheduled_jobs rows: a lease per job that one instance at a time holds. Taking and giving back are
 * single statements on the job's row, so they behave alike on PGlite and on a PostgreSQL pool, whichever
 * connection each runs on (a session advisory lock would stay with the pooled connection, not the run).
 */
export function createJobLeases(db: Kysely<Database>) {
  return {
    /** Adds a row for each job not seen before, due at once; instances starting together add it once. */
    async register(names: readonly string[]): Promise<void> {
      if (names.length === 0) return;
      await db
        .insertInto('scheduled_jobs')
        .values(names.map((name) => ({ name })))
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },

    /**
     * Takes the job for `leaseSeconds` when it is due and no lease on it is running: the lease's token,
     * or undefined when another instance holds it or the job is not due. Of several instances asking at
     * once, one row update wins; the others find the lease running when their WHERE is evaluated again.
     */
    async take(name: string, leaseSeconds: number): Promise<string | undefined> {
      const token = randomUUID();
      const row = await db
        .updateTable('scheduled_jobs')
        .set({ leased_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, lease_token: token })
        .where('name', '=', name)
        .where('leased_until', '<=', sql<Date>`now()`)
        .where('next_run_at', '<=', sql<Date>`now()`)
        .returning('name')
        .executeTakeFirst();
      return row ? token : undefined;
    },

    /** Makes the job due now, as if its interval had passed; a run under way keeps its lease. */
    async makeDue(name: string): Promise<void> {
      await db.updateTable('scheduled_jobs').set({ next_run_at: sql<Date>`now()` }).where('name', '=', name).execute();
    },

    /**
     * Records the run's outcome, makes the job due again in `nextInSeconds` and gives the lease back. False
     * when the lease was lost (it ran out and another instance took the job): that run's record stands.
     */
    async finish(name: string, token: string, outcome: JobOutcome, nextInSeconds: number): Promise<boolean> {
      const result = await db
        .updateTable('scheduled_jobs')
        .set({
          leased_until: sql<Date>`now()`,
          lease_token: null,
          last_run_at: sql<Date>`now()`,
          last_outcome: outcome,
          next_run_at: sql<Date>`now() + make_interval(secs => ${nextInSeconds})`,
        })
        .where('name', '=', name)
        .where('lease_token', '=', token)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type JobLeases = ReturnType<typeof createJobLeases>;
