// `npm run migrate`, `npm run backup [-- FILE]` and `npm run restore -- FILE [--replace]`: the database's
// maintenance without starting the server (docs/OPERATIONS.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'date-fns';
import { parseEnv } from '../config/env.ts';
import { connectDatabase } from './connect.ts';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded-backup.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';

const POSTGRES_BACKUP_ADVICE =
  'DATABASE_URL is set: back up and restore PostgreSQL with its own tools (pg_dump and pg_restore, or ' +
  'continuous archiving for point-in-time recovery), as docs/OPERATIONS.md describes.';

// npm runs a workspace's script in the workspace's folder; a file named on the command line is where the user stood.
const say = (line: string) => process.stdout.write(`${line}\n`);
const fromWhereCalled = (file: string) => path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file);

async function migrate(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const release = databaseUrl ? null : await lockEmbeddedDatabase(dataDir);
  const db = await connectDatabase({ databaseUrl, dataDir });
  try {
    const pending = await pendingMigrations(db);
    await migrateToLatest(db);
    say(pending.length ? `Applied ${pending.length} migration(s):\n  ${pending.join('\n  ')}` : 'The database is up to date.');
  } finally {
    await db.destroy();
    await release?.();
  }
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
const [command, file] = positionals;
const env = parseEnv();
try {
  switch (command) {
    case 'migrate':
      await migrate(env.DATABASE_URL, env.DATA_DIR);
      break;
    case 'backup': {
      if (env.DATABASE_URL) throw new Error(POSTGRES_BACKUP_ADVICE);
      const target = fromWhereCalled(file ?? `venue-pass-${format(new Date(), "yyyyMMdd'T'HHmmss")}.tar.gz`);
      const { bytes } = await backupEmbeddedDatabase(env.DATA_DIR, target);
      say(`Backed up ${env.DATA_DIR} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
      break;
    }
    case 'restore': {
      if (env.DATABASE_URL) throw new Error(POSTGRES_BACKUP_ADVICE);
      if (!file) throw new Error('Name the backup to restore: npm run restore -- FILE [--replace]');
      const { movedAside } = await restoreEmbeddedDatabase(fromWhereCalled(file), env.DATA_DIR, { replace: values.replace });
      say(`Restored ${env.DATA_DIR} from ${fromWhereCalled(file)}.${movedAside ? ` The database it replaced is kept in ${movedAside}.` : ''}`);
      break;
    }
    default:
      throw new Error('Usage: database-command migrate | backup [FILE] | restore FILE [--replace]');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
