import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migrate.ts';

export type CheckState = 'ok' | 'failing';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; accepting: CheckState };
}

export interface ReadinessOptions {
  db: Kysely<Database>;
  /** How long the database may take to answer before the instance counts as not ready. */
  timeoutMs?: number;
}

/**
 * Whether this instance should get traffic: the database answers, every migration this code expects has
 * run, and the instance is not shutting down. A load balancer asks every few seconds, so the check costs
 * one `select 1` once the migrations have been seen applied (they are never taken back under a running
 * instance).
 */
export function createReadiness({ db, timeoutMs = 2000 }: ReadinessOptions) {
  let migrationsApplied = false;
  let closing = false;

  async function within<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function state(check: () => Promise<boolean>): Promise<CheckState> {
    try {
      return (await within(check())) ? 'ok' : 'failing';
    } catch {
      return 'failing';
    }
  }

  return {
    async check(): Promise<Readiness> {
      const database = await state(async () => {
        await sql`select 1`.execute(db);
        return true;
      });
      const migrations =
        database === 'ok' ? await state(async () => (migrationsApplied ||= (await pendingMigrations(db)).length === 0)) : 'failing';
      const accepting: CheckState = closing ? 'failing' : 'ok';
      return { ready: database === 'ok' && migrations === 'ok' && accepting === 'ok', checks: { database, migrations, accepting } };
    },

    /** From now on the instance says it is not ready, so the load balancer sends its traffic elsewhere. */
    markClosing(): void {
      closing = true;
    },
  };
}
export type ReadinessCheck = ReturnType<typeof createReadiness>;
