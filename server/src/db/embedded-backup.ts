import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './connect.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Writes the whole embedded database to `target` as a gzipped tarball of its data folder, PGlite's own
 * format (`dumpDataDir`), taken with the database closed to every other process, so it is consistent.
 * Never overwrites a file.
 */
export async function backupEmbeddedDatabase(dataDir: string, target: string): Promise<{ bytes: number }> {
  if (await isEmptyOrMissing(dataDir)) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const release = await lockEmbeddedDatabase(dataDir);
  try {
    const pglite = await PGlite.create(dataDir, pgliteOptions);
    try {
      const dump = await pglite.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      await writeFile(target, bytes, { flag: 'wx' });
      return { bytes: bytes.byteLength };
    } finally {
      await pglite.close();
    }
  } finally {
    await release();
  }
}

export interface RestoreOptions {
  /** Move a database already in dataDir aside (to `<dataDir>.replaced-<time>`) instead of refusing. */
  replace?: boolean;
  now?: Date;
}

/**
 * Restores a backup made by backupEmbeddedDatabase into dataDir. An existing database is never
 * overwritten or deleted: without `replace` the restore refuses, with it the folder is moved aside.
 * Returns where the previous database went, if there was one.
 */
export async function restoreEmbeddedDatabase(source: string, dataDir: string, options: RestoreOptions = {}): Promise<{ movedAside?: string }> {
  if (!(await stat(source)).isFile()) throw new Error(`${source} is not a backup file.`);
  const archive = await readFile(source);
  const release = await lockEmbeddedDatabase(dataDir);
  try {
    let movedAside: string | undefined;
    if (!(await isEmptyOrMissing(dataDir))) {
      if (!options.replace) {
        throw new Error(`${dataDir} already holds a database. Move it away first, or restore with --replace to keep it beside as <folder>.replaced-<time>.`);
      }
      movedAside = `${dataDir}.replaced-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    }
    try {
      const pglite = await PGlite.create(dataDir, { ...pgliteOptions, loadDataDir: new Blob([archive]) });
      try {
        // Proves the archive held this product's database, not just any tarball.
        await pglite.query('select 1 from kysely_migration limit 1');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      // A failed restore leaves things as they were: its partial folder goes, the previous one comes back.
      await rm(dataDir, { recursive: true, force: true });
      if (movedAside) await rename(movedAside, dataDir);
      throw new Error(`${source} could not be restored: it is not a backup of this product's embedded database.`, { cause: error });
    }
    return movedAside ? { movedAside } : {};
  } finally {
    await release();
  }
}
