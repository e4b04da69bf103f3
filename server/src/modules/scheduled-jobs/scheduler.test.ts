import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/database.ts';
import { type JobRun, type ScheduledJob, createScheduler, repeatBatches } from './scheduler.ts';

let testDb: TestDatabase;
let db: Kysely<Database>;
/** A second instance's connection: its own pool on PostgreSQL; on PGlite, which has one connection, the same. */
let otherDb: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  otherDb = process.env['TEST_DATABASE_URL'] ? await testDb.reopen() : db;
});
afterAll(async () => {
  await testDb?.destroy();
});
beforeEach(async () => {
  await db.deleteFrom('scheduled_jobs').execute();
});

function captureLog() {
  const lines: { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string }[] = [];
  const write = (level: 'info' | 'warn' | 'error') => (fields: object, message: string) => {
    lines.push({ level, fields: fields as Record<string, unknown>, message });
  };
  return { lines, log: { info: write('info'), warn: write('warn'), error: write('error') } as never };
}

/** A promise and the function that settles it. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A job whose runs each wait until released, counting how many run at once. */
function gatedJob(name = 'gated') {
  let active = 0;
  const gates: (() => void)[] = [];
  const state = { runs: 0, mostAtOnce: 0, started: deferred() };
  const job: ScheduledJob = {
    name,
    everySeconds: 600,
    run: async () => {
      state.runs += 1;
      active += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, active);
      const gate = deferred();
      gates.push(gate.resolve);
      state.started.resolve();
      await gate.promise;
      active -= 1;
      return { counts: { rows: 3 }, more: false };
    },
  };
  /** Lets the oldest run still waiting finish. */
  const release = () => gates.shift()?.();
  return { job, state, release };
}

const jobRow = (name: string) => db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe('createScheduler', () => {
  it('runs a job on one of two instances while the other finds it leased, and records the run', async () => {
    const { job, state, release } = gatedJob();
    const first = createScheduler({ db, jobs: [job], log: captureLog().log });
    const second = createScheduler({ db: otherDb, jobs: [job], log: captureLog().log });

    const running = first.runDue();
    await state.started.promise;
    expect(await second.runDue()).toEqual([]);
    expect((await jobRow('gated')).leased_until.getTime()).toBeGreaterThan(Date.now());
    release();
    expect(await running).toEqual([{ name: 'gated', outcome: 'done', counts: { rows: 3 }, more: false }]);

    const row = await jobRow('gated');
    expect(row).toMatchObject({ last_outcome: 'done', lease_token: null });
    expect(row.last_run_at).not.toBeNull();
    // Given back, and due again only after its interval, whichever instance asks.
    expect(row.leased_until.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.next_run_at.getTime()).toBeGreaterThan(Date.now() + 590_000);
    expect(await second.runDue()).toEqual([]);
    expect(await first.runDue()).toEqual([]);
    expect(state.runs).toBe(1);
  });

  it('never runs a job on two instances at once when both ask together, again and again', async () => {
    let active = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const job: ScheduledJob = {
      name: 'busy',
      everySeconds: 0,
      run: async () => {
        runs += 1;
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        return { counts: {}, more: false };
      },
    };
    const instances = [createScheduler({ db, jobs: [job], log: captureLog().log }), createScheduler({ db: otherDb, jobs: [job], log: captureLog().log })];
    for (let round = 0; round < 10; round += 1) {
      const reports = await Promise.all(instances.map((instance) => instance.runDue()));
      expect(reports.flat().length).toBeGreaterThanOrEqual(1);
    }
    expect(runs).toBeGreaterThanOrEqual(10);
    expect(mostAtOnce).toBe(1);
  });

  it('lets another instance take over a job whose lease ran out, and keeps the late run from recording itself', async () => {
    const { job, state, release } = gatedJob();
    const stalled = captureLog();
    const first = createScheduler({ db, jobs: [job], log: stalled.log });
    const second = createScheduler({ db: otherDb, jobs: [job], log: captureLog().log });
    const running = first.runDue();
    await state.started.promise;
    // The first instance stalls past its lease (a process stopped, a statement stuck).
    await db.updateTable('scheduled_jobs').set({ leased_until: sql<Date>`now() - interval '1 second'` }).where('name', '=', 'gated').execute();

    state.started = deferred();
    const takeover = second.runDue();
    await state.started.promise;
    // The stalled run ends first and finds its lease taken: the run that took over records itself.
    release();
    await running;
    expect(stalled.lines).toContainEqual(expect.objectContaining({ level: 'warn', fields: { job: 'gated' } }));
    expect((await jobRow('gated')).lease_token).not.toBeNull();
    release();
    expect(await takeover).toEqual([expect.objectContaining({ name: 'gated', outcome: 'done' })]);
    expect(await jobRow('gated')).toMatchObject({ last_outcome: 'done', lease_token: null });
    expect(state.runs).toBe(2);
  });

  it('logs one line per run at info with the counts, and a failure at error; a failed job waits for its interval', async () => {
    const { lines, log } = captureLog();
    const jobs: ScheduledJob[] = [
      { name: 'counting', everySeconds: 60, run: async () => ({ counts: { messages: 4, vouchers: 0 }, more: false }) },
      {
        name: 'failing',
        everySeconds: 60,
        run: async () => {
          throw new Error('relation "gone" does not exist');
        },
      },
    ];
    const reports = await createScheduler({ db, jobs, log }).runDue();
    expect(reports.map((report) => [report.name, report.outcome])).toEqual([
      ['counting', 'done'],
      ['failing', 'failed'],
    ]);
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { job: 'counting', counts: { messages: 4, vouchers: 0 }, outcome: 'done', durationMs: expect.any(Number) },
        message: 'scheduled job counting ran',
      },
      { level: 'error', fields: { err: expect.any(Error), job: 'failing', durationMs: expect.any(Number) }, message: 'scheduled job failing failed' },
    ]);
    const failed = await jobRow('failing');
    expect(failed).toMatchObject({ last_outcome: 'failed', lease_token: null });
    expect(failed.next_run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('stops a run at its time budget and makes the job due again at once, to go on where it stopped', async () => {
    let left = 25;
    const job: ScheduledJob = {
      name: 'backlog',
      everySeconds: 600,
      run: async (run: JobRun) => {
        const { count, more } = await repeatBatches(run, 10, async (size) => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          const done = Math.min(size, left);
          left -= done;
          return done;
        });
        return { counts: { rows: count }, more };
      },
    };
    const scheduler = createScheduler({ db, jobs: [job], log: captureLog().log, budgetMs: 40 });
    const [firstRun] = await scheduler.runDue();
    expect(firstRun).toMatchObject({ outcome: 'more', more: true });
    expect((await jobRow('backlog')).next_run_at.getTime()).toBeLessThanOrEqual(Date.now());
    const reports = [firstRun!];
    while (reports.at(-1)!.outcome === 'more') reports.push(...(await scheduler.runDue()));
    expect(reports.reduce((sum, report) => sum + report.counts['rows']!, 0)).toBe(25);
    expect(reports.at(-1)!.outcome).toBe('done');
    expect(left).toBe(0);
  });

  it('ends a run under way after its current batch when the instance stops', async () => {
    let batches = 0;
    const job: ScheduledJob = {
      name: 'endless',
      everySeconds: 600,
      run: async (run) => {
        const { count, more } = await repeatBatches(run, 1, async () => {
          batches += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
          return 1;
        });
        return { counts: { rows: count }, more };
      },
    };
    const scheduler = createScheduler({ db, jobs: [job], log: captureLog().log, tickMs: 10, jitterMs: 0 });
    scheduler.start();
    await expect.poll(() => batches).toBeGreaterThan(2);
    await scheduler.stop();
    const stoppedAt = batches;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toBe(stoppedAt);
    expect(await jobRow('endless')).toMatchObject({ last_outcome: 'more', lease_token: null });
  });

  it('runs a job a person woke at once instead of at its next interval, on the instance that looks, once', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: 'wakeable',
      everySeconds: 3600,
      run: async () => {
        runs += 1;
        return { counts: {}, more: false };
      },
    };
    // Ticks an hour apart: without the wake the second run would be an hour away.
    const scheduler = createScheduler({ db, jobs: [job], log: captureLog().log, tickMs: 3_600_000, jitterMs: 0 });
    const idle = createScheduler({ db: otherDb, jobs: [job], log: captureLog().log });
    scheduler.start();
    await expect.poll(() => runs).toBe(1);
    await Promise.all([scheduler.wake('wakeable'), idle.wake('wakeable')]);
    await expect.poll(() => runs).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(2);
    await scheduler.stop();
  });
});
