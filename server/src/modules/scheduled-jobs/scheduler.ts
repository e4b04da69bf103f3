import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createJobLeases } from './job-leases.ts';
import type { JobOutcome } from './scheduled-jobs.table.ts';

/** What a job's run is told while it works. */
export interface JobRun {
  /** True once the run's time budget is spent or the instance is shutting down: take no further batch. */
  shouldStop(): boolean;
}

/** What a run did: rows handled, counted by kind (never which rows), and whether it stopped with work left. */
export interface JobResult {
  counts: Record<string, number>;
  more: boolean;
}

export interface ScheduledJob {
  /** The job's row in scheduled_jobs and its name in the log. */
  name: string;
  /** How often the job runs, all instances together. */
  everySeconds: number;
  /** Does the work in short transactions, asking `shouldStop` before each. */
  run(run: JobRun): Promise<JobResult>;
}

/** A run this instance made. */
export interface JobReport extends JobResult {
  name: string;
  outcome: JobOutcome;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  jobs: readonly ScheduledJob[];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How long a taken job is this instance's; another instance takes it over only after that. */
  leaseSeconds?: number;
  /** How long a run takes batches before it stops and leaves the rest to the next run; well inside the lease. */
  budgetMs?: number;
  /** How often an instance looks for due jobs, plus up to `jitterMs` at random. */
  tickMs?: number;
  jitterMs?: number;
}

const LEASE_SECONDS = 300;
const BUDGET_MS = 60_000;
const TICK_MS = 60_000;
const JITTER_MS = 30_000;

/**
 * Repeats `batch` (which handles at most `size` rows and says how many it did) until a batch comes back
 * short or the run must stop. Each batch is its own statement or transaction, so a backlog of any size
 * never holds a long one, and other requests get the connection between batches.
 */
export async function repeatBatches(run: JobRun, size: number, batch: (size: number) => Promise<number>): Promise<{ count: number; more: boolean }> {
  let count = 0;
  for (;;) {
    if (run.shouldStop()) return { count, more: true };
    const done = await batch(size);
    count += done;
    if (done < size) return { count, more: false };
  }
}

/**
 * Runs scheduled jobs, each by one instance at a time among those sharing the database: every instance
 * looks every minute or so (with jitter, so instances started together do not ask together) and runs
 * the jobs that are due and whose lease it takes. A run that stops at its budget is due again at once.
 */
export function createScheduler({
  db,
  jobs,
  log,
  leaseSeconds = LEASE_SECONDS,
  budgetMs = BUDGET_MS,
  tickMs = TICK_MS,
  jitterMs = JITTER_MS,
}: SchedulerOptions) {
  const leases = createJobLeases(db);
  let stopping = false;

  async function runJob(job: ScheduledJob, token: string): Promise<JobReport> {
    const started = Date.now();
    const run: JobRun = { shouldStop: () => stopping || Date.now() - started >= budgetMs };
    let report: JobReport;
    try {
      const result = await job.run(run);
      report = { name: job.name, outcome: result.more ? 'more' : 'done', ...result };
      // Counts only: what was purged is never named here.
      log.info({ job: job.name, counts: result.counts, outcome: report.outcome, durationMs: Date.now() - started }, `scheduled job ${job.name} ran`);
    } catch (error) {
      report = { name: job.name, outcome: 'failed', counts: {}, more: true };
      log.error({ err: error, job: job.name, durationMs: Date.now() - started }, `scheduled job ${job.name} failed`);
    }
    const recorded = await leases.finish(job.name, token, report.outcome, report.outcome === 'more' ? 0 : job.everySeconds);
    if (!recorded) log.warn({ job: job.name }, `scheduled job ${job.name} outlived its lease; another instance took it over`);
    return report;
  }

  /** Runs, one after another, the due jobs whose lease this instance takes; reports what it ran. */
  async function runDue(): Promise<JobReport[]> {
    // Every time, not once: a row an operator deleted to reset a job comes back due.
    await leases.register(jobs.map((job) => job.name));
    const reports: JobReport[] = [];
    for (const job of jobs) {
      if (stopping) break;
      const token = await leases.take(job.name, leaseSeconds);
      if (token) reports.push(await runJob(job, token));
    }
    return reports;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let looking = false;
  let lookAgain = false;
  const nextDelay = (base: number) => base + Math.random() * jitterMs;

  const tick = () => {
    looking = true;
    lookAgain = false;
    running = runDue()
      .catch((error: unknown) => log.warn({ err: error }, 'looking for due scheduled jobs failed'))
      .finally(() => {
        looking = false;
        if (stopping) return;
        timer = setTimeout(tick, lookAgain ? 0 : nextDelay(tickMs));
        timer.unref();
      });
  };

  return {
    runDue,
    /** Looks for due jobs from now on, first within the jitter and then every tick. */
    start() {
      stopping = false;
      started = true;
      timer = setTimeout(tick, nextDelay(0));
      timer.unref();
    },
    /**
     * Makes a job due now and has this instance look at once (or as soon as the look under way ends),
     * for work a person just asked for, such as a campaign to send now. The lease still lets one
     * instance run it; an instance not started only marks it due.
     */
    async wake(name: string) {
      await leases.makeDue(name);
      if (!started || stopping) return;
      if (looking) {
        lookAgain = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    /** Stops looking; a run under way ends after its current batch and records itself. */
    async stop() {
      stopping = true;
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
