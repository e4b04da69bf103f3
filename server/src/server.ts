import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { sql } from 'kysely';
import { buildApp } from './app.ts';
import { deriveConfig, parseEnv } from './config/env.ts';
import { connectDatabase } from './db/connect.ts';
import { lockEmbeddedDatabase } from './db/embedded-lock.ts';
import { migrateToLatest, pendingMigrations } from './db/migrate.ts';
import { collectDefaultMetrics } from 'prom-client';
import { createLogDestination } from './logging/log-destination.ts';
import { startMetricsServer } from './modules/metrics/metrics-server.ts';
import { flushTraces } from './telemetry/flush-traces.ts';
import { createOutboxDispatcher } from './modules/outbox/outbox.dispatcher.ts';
import { transportsFromConfig } from './modules/outbox/outbox.config.ts';
import { reportFeaturesOff, reportUndeliveredMessages, startupBanner } from './startup-report.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { createAccountsRepository } from './oidc/accounts.repository.ts';
import { DEMO_MEMBER, DEMO_OPERATOR, seedDemoContent } from './seed/demo-content.ts';
import { DEMO_MANAGER, DEMO_STAFF } from './seed/demo-staff.ts';

const env = parseEnv();
const config = deriveConfig(env);
// The embedded database is this process's alone while it runs (a backup or a second server would corrupt it).
const releaseDataDir = env.DATABASE_URL ? null : await lockEmbeddedDatabase(env.DATA_DIR, { waitMs: 15_000 });
const db = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
if (env.MIGRATE_ON_START) {
  await migrateToLatest(db);
} else {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(`The database lacks ${pending.length} migration(s) this version needs (${pending.join(', ')}): run npm run migrate first, or start with MIGRATE_ON_START=true.`);
  }
}
if (config.seedDemo) await seedDemoContent(db, env.EMBEDDED_IDP ? { accounts: createAccountsRepository(db), issuer: config.issuer, apiAudience: env.API_AUDIENCE } : null);
// PGlite runs no autovacuum, so nothing else gathers the planner's statistics: without them it guesses
// that a prefix matches 0.5% of members and a member search reads them all (ADR 055).
if (!env.DATABASE_URL) await sql`analyze`.execute(db);

const logDestination = createLogDestination();
const app = await buildApp({ config, db, logger: { level: env.LOG_LEVEL, stream: logDestination.stream } });
const transports = transportsFromConfig(config);
const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(db), transports, log: app.log, onDelivered: app.metrics.messageDelivered });
// The process's own figures (event-loop lag, memory, GC, handles), once per process.
collectDefaultMetrics({ register: app.metrics.registry });
const metricsServer =
  typeof env.METRICS_PORT === 'number' ? await startMetricsServer({ registry: app.metrics.registry, port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST }) : null;

const shutdownDelayMs = env.SHUTDOWN_DELAY_SECONDS * 1000;
// The grace counts from the signal, so it covers the shutdown delay as well as the drain.
closeWithGrace({ delay: 10_000 + shutdownDelayMs }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  // Behind a load balancer: say not ready and keep serving until its health check has seen it, so no request is
  // sent here after Fastify starts refusing them (503 once closing) (ADR 070).
  app.readiness.markClosing();
  if (!err && shutdownDelayMs > 0) await delay(shutdownDelayMs);
  await dispatcher.stop();
  await app.close();
  metricsServer?.close();
  await db.destroy();
  await flushTraces();
  await releaseDataDir?.();
  logDestination.flushSync();
});

await app.listen({ port: env.PORT, host: env.HOST });
dispatcher.start();
app.scheduledJobs.start();
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
const demoAccounts =
  config.seedDemo && env.EMBEDDED_IDP
    ? [
        { label: 'demo member', ...DEMO_MEMBER },
        { label: 'demo staff', ...DEMO_STAFF },
        { label: 'demo venue manager', ...DEMO_MANAGER },
        { label: 'demo operator (/admin)', ...DEMO_OPERATOR },
      ]
    : [];
reportUndeliveredMessages(app.log, config, transports);
reportFeaturesOff(app.log, config);
process.stdout.write(`\n${startupBanner({ config, transports, database, demoAccounts }).join('\n')}\n\n`);
