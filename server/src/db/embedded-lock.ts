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

const STALE_MS = 10_000;
const RETRY_MS = 500;

export interface EmbeddedLockOptions {
  /**
   * How long to wait for the lock. A holder that died (killed, or its machine restarted) leaves a lock
   * that turns stale within 10 s; a server restarted at once after a crash waits that long instead of failing.
   */
  waitMs?: number;
  onLost?: (error: Error) => void;
}

/**
 * Holds `${dataDir}.lock` (beside the folder, so a backup of the folder never carries it) until the
 * returned release is called or the process ends.
 */
export async function lockEmbeddedDatabase(
  dataDir: string,
  { waitMs = 0, onLost = (error) => console.error('lost the lock of the embedded database', error) }: EmbeddedLockOptions = {},
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const retries = { retries: Math.ceil(waitMs / RETRY_MS), factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS };
  try {
    return await lockfile.lock(dataDir, { stale: STALE_MS, update: STALE_MS / 2, realpath: false, retries, onCompromised: onLost });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(dataDir);
    throw error;
  }
}
