import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../src/errors/domain-error.ts';
import { seedDemoContent } from '../src/seed/demo-content.ts';
import { type TestApp, buildTestApp } from './helpers/build-app.ts';

const url = process.env['TEST_DATABASE_URL'];

/**
 * PostgreSQL going away under load, as in a restart or failover: the app's database stops accepting
 * connections and every backend serving it is terminated, while visitors and members keep calling.
 * The same PostgreSQL server is shared with other tests, so only this test's database goes down.
 */
describe.skipIf(!url)('PostgreSQL restarting under load', () => {
  let t: TestApp;
  let admin: Kysely<unknown>;
  let name: string;
  let member: string;

  async function setAccepting(accepting: boolean) {
    await sql`alter database ${sql.id(name)} allow_connections ${sql.raw(accepting ? 'true' : 'false')}`.execute(admin);
    if (!accepting) {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`.execute(admin);
    }
  }

  /** Visitors and members calling without pause, each answer's status counted, until stopped. */
  function load() {
    const statuses: number[] = [];
    const bodies = new Set<string>();
    let running = true;
    // Stops by itself too, so a failed assertion cannot leave it running.
    const deadline = Date.now() + 60_000;
    const callers = Array.from({ length: 6 }, async (_, n) => {
      while (running && Date.now() < deadline) {
        const response = await t.app.inject({
          method: 'GET',
          url: n % 3 === 0 ? '/api/me' : n % 3 === 1 ? '/api/venues' : '/api/offers',
          headers: n % 3 === 0 || n === 4 ? { authorization: `Bearer ${member}` } : {},
        });
        statuses.push(response.statusCode);
        // app.inject can answer without touching a socket; yielding lets timers and the admin connection run.
        await new Promise((resolve) => setImmediate(resolve));
        if (response.statusCode >= 500) bodies.add(`${response.statusCode} ${response.headers['retry-after']} ${response.body}`);
      }
    });
    return {
      statuses,
      bodies,
      stop: async () => {
        running = false;
        await Promise.all(callers);
      },
    };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoContent(t.database.db, null);
    name = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]!.name;
    admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    member = await t.sign({ sub: 'outage-member' });
  });

  afterAll(async () => {
    await setAccepting(true);
    await admin.destroy();
    await t.close();
  });

  it('answers 503 with Retry-After while it is down, never 500, and recovers by itself', async () => {
    const traffic = load();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await setAccepting(false);
    const downFrom = traffic.statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const down = traffic.statuses.slice(downFrom);
    await setAccepting(true);
    // The pool opens new connections on the next requests; nothing restarts the app.
    const upFrom = traffic.statuses.length;
    const upAt = Date.now();
    const recovered = () => traffic.statuses.length - upFrom >= 50 && traffic.statuses.slice(-50).every((status) => status === 200);
    while (!recovered() && Date.now() - upAt < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
    await traffic.stop();

    expect(down.length).toBeGreaterThan(0);
    expect(down.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(traffic.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect([...traffic.bodies]).toEqual([`503 5 ${JSON.stringify({ message: DATABASE_UNAVAILABLE })}`]);
    expect(recovered()).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${member}` } });
    expect(after.statusCode).toBe(200);
  }, 90_000);
});
