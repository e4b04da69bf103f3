import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Env, deriveConfig, isLoopbackUrl, parseEnv } from '../../src/config/env.ts';
import { type TestDatabase, createTestDatabase } from './database.ts';
import { productionSecrets } from './production-secrets.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from './tokens.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Signs access tokens the app accepts (or, with options, tokens it must refuse). */
  sign: Awaited<ReturnType<typeof createTestIssuer>>['sign'];
  /**
   * Another instance of the app on the same data, as behind a load balancer. PGlite admits one connection,
   * so on PGlite both share it; on PostgreSQL (TEST_DATABASE_URL) the other gets its own pool and listener.
   */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, verifying tokens from a test issuer instead of the embedded provider.
 * On a public PUBLIC_URL it gets the secrets a deployment must set (production-secrets.ts).
 */
export async function buildTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  /**
   * `now`: the app's clock (offers' hours, redemption periods, the undo window), for tests that move time;
   * `logStream`: where the app's (and other instances') log lines go, at info, for tests that read them.
   */
  { now, logStream }: { now?: () => Date; logStream?: FastifyLoggerOptions['stream'] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const issuer = await createTestIssuer();
  const publicUrl = overrides.PUBLIC_URL ?? 'http://localhost:8080';
  const config = deriveConfig(
    parseEnv({
      ...(isLoopbackUrl(publicUrl) ? {} : await productionSecrets()),
      EMBEDDED_IDP: 'false',
      OIDC_ISSUER: TEST_ISSUER,
      API_AUDIENCE: TEST_AUDIENCE,
      PUBLIC_URL: publicUrl,
      WEB_DIST_DIR: '/nonexistent',
      // Every test request comes from one address; the proof-of-work step has tests of its own.
      SEND_POW_AFTER_PER_IP: '1000',
      ...overrides,
    }),
  );
  const logger = logStream ? { level: 'info', stream: logStream } : false;
  const app = await buildApp({ config, db: database.db, tokenKeys: issuer.keys, logger, ...(now ? { now } : {}) });
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    sign: issuer.sign,
    anotherInstance: async () => {
      const db = process.env['TEST_DATABASE_URL'] ? await database.reopen() : database.db;
      const other = await buildApp({ config, db, tokenKeys: issuer.keys, logger });
      await other.ready();
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await database.destroy();
    },
  };
}
