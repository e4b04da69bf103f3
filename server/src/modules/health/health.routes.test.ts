import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../../test/helpers/tokens.ts';
import { buildApp } from '../../app.ts';
import { deriveConfig, parseEnv } from '../../config/env.ts';
import { createReadiness } from './readiness.ts';

const config = deriveConfig(parseEnv({ EMBEDDED_IDP: 'false', OIDC_ISSUER: TEST_ISSUER, API_AUDIENCE: TEST_AUDIENCE, WEB_DIST_DIR: '/nonexistent' }));
let t: Awaited<ReturnType<typeof appWithLog>>;
beforeEach(async () => {
  t = await appWithLog();
});
afterEach(async () => {
  await t.app.close();
  await t.database.destroy();
});

/** A fresh app and database per test: the tests undo migrations and stall the database. */
async function appWithLog() {
  const database = await createTestDatabase();
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const app = await buildApp({ config, db: database.db, tokenKeys: (await createTestIssuer()).keys, logger: { level: 'info', stream } });
  await app.ready();
  return { app, database, lines };
}

describe('GET /health/live and /health/ready', () => {
  it('answers live and ready on a migrated database, without sign-in, uncached and out of the request log', async () => {
    const { app, lines } = t;
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', accepting: 'ok' } });
    await app.inject({ method: 'GET', url: '/version.json' });
    const requests = lines.filter((line) => line['msg'] === 'request completed');
    expect(requests.map((line) => (line['req'] as { url: string }).url)).toEqual(['/version.json']);
  });

  it('is not ready while a migration this code expects has not run', async () => {
    const { app, database } = t;
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db);
    await sql`delete from kysely_migration where name = ${rows[0]!.name}`.execute(database.db);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'failing', accepting: 'ok' } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('is not ready once the instance starts closing, while in-flight requests finish', async () => {
    const readiness = createReadiness({ db: t.database.db });
    expect((await readiness.check()).ready).toBe(true);
    readiness.markClosing();
    expect(await readiness.check()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', accepting: 'failing' } });
  });

  it('is not ready when the database does not answer in time, and says which check failed', async () => {
    const stalled = t.database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: () => new Promise(() => undefined),
    });
    const readiness = createReadiness({ db: stalled, timeoutMs: 100 });
    expect(await readiness.check()).toEqual({ ready: false, checks: { database: 'failing', migrations: 'failing', accepting: 'ok' } });
  });
});
