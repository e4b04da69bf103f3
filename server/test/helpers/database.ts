import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, pgliteOptions } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Opens a second connection to the same data, as a restarted server would. */
  reopen(): Promise<Kysely<Database>>;
  destroy(): Promise<void>;
}

let template: Promise<Blob> | undefined;

// initdb plus migrations costs seconds; a dump of one migrated instance restores in a fraction of that.
async function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pglite = await PGlite.create(pgliteOptions);
    const db = await connectDatabase({ pglite });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    return dump;
  })();
  return template;
}

async function pgliteDatabase(): Promise<TestDatabase> {
  const loadDataDir = await migratedTemplate();
  const pglite = await PGlite.create({ ...pgliteOptions, loadDataDir });
  const db = await connectDatabase({ pglite });
  const opened: Kysely<Database>[] = [db];
  return {
    db,
    // PGlite allows one connection: a restarted server is a new instance loaded from the same data.
    reopen: async () => {
      const again = await connectDatabase({ pglite: await PGlite.create({ ...pgliteOptions, loadDataDir: await pglite.dumpDataDir('none') }) });
      opened.push(again);
      return again;
    },
    destroy: async () => {
      await Promise.all(opened.map((each) => each.destroy()));
    },
  };
}

// A pool's end() resolves before the server has seen every backend go, so the first drop can find it busy.
async function dropWhenReleased(admin: Kysely<unknown>, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      return;
    } catch (error) {
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function postgresDatabase(url: string): Promise<TestDatabase> {
  const name = `vp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await connectDatabase({ databaseUrl: target.toString() });
  await migrateToLatest(db);
  const opened: Kysely<Database>[] = [db];
  return {
    db,
    reopen: async () => {
      const again = await connectDatabase({ databaseUrl: target.toString() });
      opened.push(again);
      return again;
    },
    destroy: async () => {
      await Promise.all(opened.map((each) => each.destroy()));
      await dropWhenReleased(admin, name);
      await admin.destroy();
    },
  };
}

/** A migrated, empty database: PostgreSQL when TEST_DATABASE_URL is set, otherwise PGlite. */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  return url ? postgresDatabase(url) : pgliteDatabase();
}
