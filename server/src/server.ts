import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { deriveConfig, parseEnv } from './config/env.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createOutboxDispatcher } from './modules/outbox/outbox.dispatcher.ts';
import { transportsFromEnv } from './modules/outbox/outbox.config.ts';
import { reportUndeliveredMessages, startupBanner } from './startup-report.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { createAccountsRepository } from './oidc/accounts.repository.ts';
import { DEMO_MEMBER, DEMO_OPERATOR, seedDemoContent } from './seed/demo-content.ts';
import { DEMO_STAFF } from './seed/demo-staff.ts';

const env = parseEnv();
const config = deriveConfig(env);
const db = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateToLatest(db);
if (env.SEED_DEMO) await seedDemoContent(db, env.EMBEDDED_IDP ? createAccountsRepository(db) : null, config.issuer);

// Log lines are gathered up to 4 KB per write instead of one write per line (one per request, docs/decisions/039),
// and written at least every second; closing flushes them, and a process killed outright loses at most that.
// sonic-boom measures the chunk it is gathering on every line, so a chunk holds one batch and no more: with its
// default of 16 KB, under load, measuring cost more than writing (docs/decisions/047).
const LOG_BATCH_BYTES = 4096;
const logStream = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, maxWrite: LOG_BATCH_BYTES + 1 });
setInterval(() => logStream.flush(), 1000).unref();
const app = await buildApp({ config, db, logger: { level: env.LOG_LEVEL, stream: logStream } });
const transports = transportsFromEnv(env);
const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(db), transports, log: app.log });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await dispatcher.stop();
  await app.close();
  await db.destroy();
  logStream.flushSync();
});

await app.listen({ port: env.PORT, host: env.HOST });
dispatcher.start();
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
const demoAccounts =
  env.SEED_DEMO && env.EMBEDDED_IDP
    ? [
        { label: 'demo member', ...DEMO_MEMBER },
        { label: 'demo staff', ...DEMO_STAFF },
        { label: 'demo operator (/admin)', ...DEMO_OPERATOR },
      ]
    : [];
reportUndeliveredMessages(app.log, config, transports);
process.stdout.write(`\n${startupBanner({ config, transports, database, demoAccounts }).join('\n')}\n\n`);
