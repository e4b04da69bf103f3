import closeWithGrace from 'close-with-grace';
import { sql } from 'kysely';
import { buildApp } from './app.ts';
import { deriveConfig, parseEnv } from './config/env.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogDestination } from './logging/log-destination.ts';
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
// PGlite runs no autovacuum, so nothing else gathers the planner's statistics: without them it guesses
// that a prefix matches 0.5% of members and a member search reads them all (ADR 055).
if (!env.DATABASE_URL) await sql`analyze`.execute(db);

const logDestination = createLogDestination();
const app = await buildApp({ config, db, logger: { level: env.LOG_LEVEL, stream: logDestination.stream } });
const transports = transportsFromEnv(env);
const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(db), transports, log: app.log });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await dispatcher.stop();
  await app.close();
  await db.destroy();
  logDestination.flushSync();
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
