import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VenueListSchema } from '@venue-pass/contracts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../test/helpers/tokens.ts';
import { buildApp } from '../app.ts';
import { deriveConfig, parseEnv } from '../config/env.ts';
import { connectDatabase } from './connect.ts';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded-backup.ts';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrateToLatest } from './migrate.ts';

const config = deriveConfig(parseEnv({ EMBEDDED_IDP: 'false', OIDC_ISSUER: TEST_ISSUER, API_AUDIENCE: TEST_AUDIENCE, WEB_DIST_DIR: '/nonexistent' }));

/** What a visitor's browser would get from an app over the embedded database in dataDir. */
async function venueNamesServedFrom(dataDir: string): Promise<string[]> {
  const db = await connectDatabase({ dataDir });
  const app = await buildApp({ config, db, tokenKeys: (await createTestIssuer()).keys, logger: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/venues' });
    expect(response.statusCode).toBe(200);
    return VenueListSchema.parse(response.json()).map((venue) => venue.name);
  } finally {
    await app.close();
    await db.destroy();
  }
}

// The embedded database's own backup, on disk whichever database the suite runs on, so it runs once;
// PostgreSQL is backed up with pg_dump (docs/OPERATIONS.md).
describe.skipIf(process.env['TEST_DATABASE_URL'])('backing up and restoring the embedded database', () => {
  let work: string;
  let dataDir: string;

  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'venue-pass-backup-'));
    dataDir = path.join(work, 'data');
    const db = await connectDatabase({ dataDir });
    await migrateToLatest(db);
    await db.insertInto('venues').values([
      { name: 'Anchor', description: 'Pub', logo_url: '/media/venues/a.svg', website: null },
      { name: 'Bell', description: 'Bar', logo_url: '/media/venues/b.svg', website: null },
    ]).execute();
    await db.destroy();
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('restores a backup into a fresh folder, and the app serves the same data from it', async () => {
    const before = await venueNamesServedFrom(dataDir);
    expect(before).toEqual(['Anchor', 'Bell']);
    const backup = path.join(work, 'backup.tar.gz');
    const { bytes } = await backupEmbeddedDatabase(dataDir, backup);
    expect(bytes).toBeGreaterThan(0);

    const restored = path.join(work, 'restored');
    expect(await restoreEmbeddedDatabase(backup, restored)).toEqual({});
    expect(await venueNamesServedFrom(restored)).toEqual(before);
  });

  it('refuses to back up or restore a database another process holds open', async () => {
    const release = await lockEmbeddedDatabase(dataDir);
    try {
      await expect(backupEmbeddedDatabase(dataDir, path.join(work, 'b.tar.gz'))).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
      await expect(lockEmbeddedDatabase(dataDir)).rejects.toThrow(/is open in another process/);
    } finally {
      await release();
    }
    expect(await readdir(work)).not.toContain('b.tar.gz');
  });

  it('never overwrites: a backup file that exists, or a database already in the folder unless told to move it aside', async () => {
    const backup = path.join(work, 'backup.tar.gz');
    await backupEmbeddedDatabase(dataDir, backup);
    await expect(backupEmbeddedDatabase(dataDir, backup)).rejects.toThrow(/EEXIST/);

    await expect(restoreEmbeddedDatabase(backup, dataDir)).rejects.toThrow(/already holds a database/);
    const { movedAside } = await restoreEmbeddedDatabase(backup, dataDir, { replace: true, now: new Date('2027-01-02T03:04:05Z') });
    expect(movedAside).toBe(`${dataDir}.replaced-2027-01-02T03-04-05-000Z`);
    expect(await venueNamesServedFrom(movedAside!)).toEqual(['Anchor', 'Bell']);
    expect(await venueNamesServedFrom(dataDir)).toEqual(['Anchor', 'Bell']);
  });

  it('leaves the database as it was when the file is not a backup of it', async () => {
    const notABackup = path.join(work, 'notes.tar.gz');
    await writeFile(notABackup, 'not a tarball');
    await expect(restoreEmbeddedDatabase(notABackup, dataDir, { replace: true })).rejects.toThrow(/could not be restored/);
    expect(await venueNamesServedFrom(dataDir)).toEqual(['Anchor', 'Bell']);
    expect((await readdir(work)).filter((name) => name.includes('replaced'))).toEqual([]);
  });

  it('is taken over from a holder that was killed, by a start that waits', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', `
      const { lockEmbeddedDatabase } = await import(${JSON.stringify(path.join(import.meta.dirname, 'embedded-lock.ts'))});
      await lockEmbeddedDatabase(${JSON.stringify(dataDir)});
      process.stdout.write('locked');
      setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    holder.kill('SIGKILL');
    await expect(lockEmbeddedDatabase(dataDir)).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    const release = await lockEmbeddedDatabase(dataDir, { waitMs: 15_000 });
    await release();
  }, 60_000);

  it('runs as npm run backup and npm run restore, with files named from where they were called', async () => {
    const { DATABASE_URL: _none, ...inherited } = process.env;
    const run = (args: string[], env: Record<string, string> = {}) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'database-command.ts'), ...args], {
        env: { ...inherited, DATA_DIR: dataDir, INIT_CWD: work, ...env },
      });
    const backedUp = await run(['backup', 'nightly.tar.gz']);
    expect(backedUp.stdout).toContain(`to ${path.join(work, 'nightly.tar.gz')}`);
    const restored = path.join(work, 'elsewhere');
    await run(['restore', 'nightly.tar.gz'], { DATA_DIR: restored });
    expect(await venueNamesServedFrom(restored)).toEqual(['Anchor', 'Bell']);
    await expect(run(['backup'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toMatchObject({
      stderr: expect.stringContaining('pg_dump'),
    });
  }, 120_000);
});
