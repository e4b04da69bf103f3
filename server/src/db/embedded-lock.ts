import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/** The embedded database is one process's at a time: PGlite has no lock of its own, and two opens corrupt it. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is open in another process (a running server, a backup or a restore). ` +
        'Stop it first, then try again.',
    );
  }
}

/**
 * Holds `${dataDir}.lock` (beside the folder, so a backup of the folder never carries it) until the
 * returned release is called or the process ends. A holder that died leaves a lock that turns stale
 * within 10 s.
 */
export async function lockEmbeddedDatabase(
  dataDir: string,
  onLost: (error: Error) => void = (error) => console.error('lost the lock of the embedded database', error),
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 10_000, update: 5_000, realpath: false, onCompromised: onLost });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(dataDir);
    throw error;
  }
}
