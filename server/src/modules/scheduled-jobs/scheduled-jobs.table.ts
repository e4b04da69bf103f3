import type { ColumnType } from 'kysely';

/** done: nothing was left; more: the run stopped at its time budget with work left; failed: it threw. */
export type JobOutcome = 'done' | 'more' | 'failed';

/** One row per scheduled job: the lease that lets one instance at a time run it, and its last run. */
export interface ScheduledJobsTable {
  name: string;
  leased_until: ColumnType<Date, Date | undefined, Date>;
  lease_token: string | null;
  next_run_at: ColumnType<Date, Date | undefined, Date>;
  last_run_at: Date | null;
  last_outcome: JobOutcome | null;
}
