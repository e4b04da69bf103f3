import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { deriveConfig, parseEnv } from './config/env.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createOutboxDispatcher } from './modules/outbox/outbox.dispatcher.ts';
import { transportsFromEnv } from './modules/outbox/outbox.config.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { createAccountsRepository } from './oidc/accounts.repository.ts';
import { DEMO_MEMBER, seedDemoContent } from './seed/demo-content.ts';

const env = parseEnv();
const config = deriveConfig(env);
const db = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateToLatest(db);
if (env.SEED_DEMO) await seedDemoContent(db, env.EMBEDDED_IDP ? createAccountsRepository(db) : null, config.issuer);

const app = await buildApp({ config, db, logger: { level: env.LOG_LEVEL } });
const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(db), transports: transportsFromEnv(env), log: app.log });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await dispatcher.stop();
  await app.close();
  await db.destroy();
});

await app.listen({ port: env.PORT, host: env.HOST });
dispatcher.start();
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
// A plain banner beside the JSON logs: the first thing a person running `npm start` needs to read.
const banner = [`\nVenue Pass is running at ${config.publicUrl}`, `  database: ${database}`];
if (env.SEED_DEMO && env.EMBEDDED_IDP) banner.push(`  demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
process.stdout.write(`${banner.join('\n')}\n\n`);
