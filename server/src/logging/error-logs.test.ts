import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { TEST_AUDIENCE, createTestIssuer } from '../../test/helpers/tokens.ts';
import { Browser, PUBLIC_URL, formAction, pkcePair } from '../../test/oidc-harness.ts';
import { buildApp } from '../app.ts';
import { deriveConfig, parseEnv } from '../config/env.ts';

// Values no log line has any other reason to hold, so finding one means a record leaked.
const REGISTRANT = { givenName: 'Zebedee', familyName: 'Quillfeather', email: 'zebedee.quill@venuepass.example', password: 'a long secret password' };
const PROFILE = { firstName: 'Ottoline', lastName: 'Marchbanks', dateOfBirth: '1986-12-09', mobileNumber: '07911 123456', emailAddress: 'ottoline.m@test.example' };

describe('error logs of a real app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let log: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const issuer = await createTestIssuer();
    const config = deriveConfig(parseEnv({ PUBLIC_URL, API_AUDIENCE: TEST_AUDIENCE, WEB_DIST_DIR: '/nonexistent' }));
    app = await buildApp({ config, db: database.db, tokenKeys: issuer.keys, logger: { level: 'info', stream } });
    await app.ready();
    Object.assign(app, { sign: (sub: string) => issuer.sign({ sub, email: PROFILE.emailAddress }, { issuer: config.issuer }) });
  });

  afterEach(async () => {
    await app.close();
    await database.destroy();
  });

  /** Every error line of the captured log, parsed. */
  const errorLines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> })
      .filter((line) => line.level >= 50);

  it('keeps the e-mail, password hash and names of a registration that fails at the database out of the log', async () => {
    await sql`alter table idp_accounts add constraint no_new_accounts check (created_at < '2000-01-01')`.execute(database.db);
    const browser = new Browser(app);
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'venue-pass-web',
      redirect_uri: `${PUBLIC_URL}/login/callback`,
      scope: 'openid profile email',
      state: 'state-123',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const page = await browser.follow(await browser.get(`/realms/venue-pass/protocol/openid-connect/registrations?${query}`), `${PUBLIC_URL}/login/callback`);
    const response = await browser.postForm(formAction(page.body), { ...REGISTRANT, confirmPassword: REGISTRANT.password });

    expect(response.statusCode).toBe(500);
    const [line] = errorLines();
    expect(line?.err).toMatchObject({ code: '23514', constraint: 'no_new_accounts', table: 'idp_accounts' });
    for (const value of [REGISTRANT.givenName, REGISTRANT.familyName, REGISTRANT.email, 'scrypt$', REGISTRANT.password]) {
      expect(log).not.toContain(value);
    }
  });

  it('keeps the name, birth date and mobile number of a profile update that fails at the database out of the log', async () => {
    await sql`alter table members add constraint no_profile_changes check (date_of_birth is null)`.execute(database.db);
    const token = await (app as unknown as { sign: (sub: string) => Promise<string> }).sign('log-member');
    const response = await app.inject({ method: 'PUT', url: '/api/me', headers: { authorization: `Bearer ${token}` }, payload: PROFILE });

    expect(response.statusCode).toBe(500);
    const [line] = errorLines();
    expect(line?.err).toMatchObject({ code: '23514', constraint: 'no_profile_changes', table: 'members' });
    for (const value of [PROFILE.firstName, PROFILE.lastName, PROFILE.dateOfBirth, '7911123456', PROFILE.emailAddress]) {
      expect(log).not.toContain(value);
    }
  });
});
