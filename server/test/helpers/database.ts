import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
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

// A pool's end() resolves before the server has seen every backend go, so the first drop or rename of a
// database can find it busy.
async function whenReleased(work: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function adminConnection(url: string): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database each test database is copied from (a copy takes a fraction of migrating), named by the
 * migrations' contents so an edited migration makes a new one. Test workers race to make it: an advisory lock
 * lets one migrate while the others wait, and it gets its name only once migrated.
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const folder = new URL('../../src/db/migrations/', import.meta.url);
    const files = (await readdir(folder)).sort();
    const digest = createHash('sha256');
    for (const file of files) digest.update(file).update(await readFile(new URL(file, folder)));
    const name = `vp_template_${digest.digest('hex').slice(0, 16)}`;
    const admin = adminConnection(url);
    try {
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(admin);
      const { rows } = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
      if (rows.length === 0) {
        const building = `${name}_${process.pid}`;
        await sql`drop database if exists ${sql.id(building)}`.execute(admin);
        await sql`create database ${sql.id(building)}`.execute(admin);
        const db = await connectDatabase({ databaseUrl: databaseUrl(url, building) });
        await migrateToLatest(db);
        await db.destroy();
        await whenReleased(() => sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin));
      }
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(admin);
    } finally {
      await admin.destroy();
    }
    return name;
  })();
  return postgresTemplate;
}

async function postgresDatabase(url: string): Promise<TestDatabase> {
  const name = `vp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await migratedPostgresTemplate(url);
  const admin = adminConnection(url);
  await whenReleased(() => sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin));
  const target = new URL(databaseUrl(url, name));
  const db = await connectDatabase({ databaseUrl: target.toString() });
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
      await whenReleased(() => sql`drop database if exists ${sql.id(name)}`.execute(admin));
      await admin.destroy();
    },
  };
}

/** A migrated, empty database: PostgreSQL when TEST_DATABASE_URL is set, otherwise PGlite. */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  return url ? postgresDatabase(url) : pgliteDatabase();
}
