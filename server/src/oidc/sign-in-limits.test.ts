import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { Browser, PUBLIC_URL, formAction, pkcePair } from '../../test/oidc-harness.ts';
import { buildApp } from '../app.ts';
import { type Env, deriveConfig, parseEnv } from '../config/env.ts';
import { createAccountsRepository, memberRoles } from './accounts.repository.ts';
import { INVALID_CREDENTIALS, TooManyAttempts } from './messages.ts';
import { signInDelaySeconds } from './sign-in-throttle.ts';

const CALLBACK = `${PUBLIC_URL}/login/callback`;
const PASSWORD = 'correct horse battery';
// The proxy in front of these apps (TRUST_PROXY=1) appends the address it saw to X-Forwarded-For.
const PROXY = '10.0.0.5';
const WINDOW_SECONDS = 15 * 60;

let database: TestDatabase;
/** Default limits, behind one trusted proxy. */
let app: FastifyInstance;
/** Small limits, so tests of the counting itself stay short; same database, same provider keys. */
let small: FastifyInstance;
const SMALL = { SIGN_IN_IP_LIMIT_PER_15_MINUTES: '5', SIGN_IN_LIMIT_PER_15_MINUTES: '2', SIGN_IN_MAX_DELAY_SECONDS: '2', REGISTRATION_LIMIT_PER_15_MINUTES: '4' };

async function start(overrides: Partial<Record<keyof Env, string>> = {}): Promise<FastifyInstance> {
  const config = deriveConfig(parseEnv({ PUBLIC_URL, WEB_DIST_DIR: '/nonexistent', TRUST_PROXY: '1', ...overrides }));
  const instance = await buildApp({ config, db: database.db });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await start();
  small = await start(SMALL);
});

// The limits count in fixed 15-minute windows of the database clock; a test that straddled the end of
// one would see its counts start again halfway, so a test starting just before it waits for the next.
beforeEach(async () => {
  const secondsLeft = WINDOW_SECONDS - ((Date.now() / 1000) % WINDOW_SECONDS);
  if (secondsLeft < 30) await sleep(secondsLeft * 1000 + 500);
});

afterAll(async () => {
  await small?.close();
  await app?.close();
  await database?.destroy();
});

let members = 0;
/** A member of their own, so one test's failures never slow another's sign-in. */
async function newMember(): Promise<string> {
  const email = `member-${(members += 1)}@venuepass.example`;
  await createAccountsRepository(database.db).create({ email, password: PASSWORD, givenName: 'Ada', familyName: 'Lovelace', roles: memberRoles('venue-pass-api') });
  return email;
}

/** Opens the sign-in (or registration) page of a new authorization and returns where its form posts. */
async function openPage(browser: Browser, endpoint: 'auth' | 'registrations' = 'auth'): Promise<string> {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'venue-pass-web',
    redirect_uri: CALLBACK,
    scope: 'openid profile email',
    state: 'state-123',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const page = await browser.follow(await browser.get(`/realms/venue-pass/protocol/openid-connect/${endpoint}?${query}`), CALLBACK);
  expect(page.statusCode).toBe(200);
  return formAction(page.body);
}

interface From {
  remoteAddress: string;
  forwardedFor?: string;
}

function post(browser: Browser, action: string, form: Record<string, string>, from: From): Promise<LightMyRequestResponse> {
  return browser.request({
    method: 'POST',
    url: action,
    remoteAddress: from.remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
}

const statusesOf = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

describe('sign-in limits', () => {
  it('refuses one address after 30 failed sign-ins in 15 minutes, whichever e-mails it tries (password spraying)', async () => {
    const browser = new Browser(app);
    const action = await openPage(browser);
    const from = { remoteAddress: '203.0.113.10' };
    const responses = [];
    for (let index = 0; index < 40; index += 1) {
      responses.push(await post(browser, action, { email: `sprayed-${index}@venuepass.example`, password: 'Summer2026!' }, from));
    }

    expect(statusesOf(responses)).toEqual([...Array(30).fill(400), ...Array(10).fill(429)]);
    const refused = responses[30]!;
    expect(refused.body).toContain(TooManyAttempts.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    const elsewhere = await post(browser, action, { email: 'sprayed-0@venuepass.example', password: 'Summer2026!' }, { remoteAddress: '203.0.113.11' });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('counts the client named by the trusted proxy, however the client fills X-Forwarded-For', async () => {
    const browser = new Browser(small);
    const action = await openPage(browser);
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      const from = { remoteAddress: PROXY, forwardedFor: `198.51.100.${index + 1}, 203.0.113.20` };
      statuses.push((await post(browser, action, { email: `forged-${index}@venuepass.example`, password: 'guess' }, from)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('lets the member in from the same address after ten wrong passwords, after a short wait instead of a lock-out', async () => {
    const email = await newMember();
    const shared = { remoteAddress: '203.0.113.30' };
    const attacker = new Browser(app);
    const action = await openPage(attacker);
    for (let index = 0; index < 10; index += 1) {
      const wrong = await post(attacker, action, { email, password: `wrong ${index}` }, shared);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain(INVALID_CREDENTIALS);
    }

    const member = new Browser(app);
    const memberAction = await openPage(member);
    const started = performance.now();
    const signedIn = await post(member, memberAction, { email, password: PASSWORD }, shared);
    expect(signedIn.statusCode).toBe(303);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('makes each further wrong password for one account wait, from any address, without refusing it', async () => {
    const email = await newMember();
    const browser = new Browser(small);
    const action = await openPage(browser);
    // SMALL: two free failures, then a wait of 1 s, 2 s, 2 s (capped).
    const timed = [];
    for (let index = 0; index < 5; index += 1) {
      const started = performance.now();
      const response = await post(browser, action, { email, password: 'wrong' }, { remoteAddress: `203.0.113.${40 + index}` });
      timed.push({ status: response.statusCode, waited: performance.now() - started >= 950 });
    }
    expect(timed).toEqual([
      { status: 400, waited: false },
      { status: 400, waited: false },
      { status: 400, waited: true },
      { status: 400, waited: true },
      { status: 400, waited: true },
    ]);
    const keys = await database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.filter((row) => row.key.startsWith('sign-in:account:'))).not.toHaveLength(0);
    expect(keys.some((row) => row.key.includes(email.split('@')[0]!))).toBe(false);
  });

  it('does not count sign-ins that succeed, so members behind one shared address keep getting in', async () => {
    const email = await newMember();
    const shared = { remoteAddress: '203.0.113.50' };
    for (let index = 0; index < 6; index += 1) {
      const browser = new Browser(small);
      expect((await post(browser, await openPage(browser), { email, password: PASSWORD }, shared)).statusCode).toBe(303);
    }
    const browser = new Browser(small);
    const action = await openPage(browser);
    const failures = [];
    for (let index = 0; index < 6; index += 1) {
      failures.push((await post(browser, action, { email: `typo-${index}@venuepass.example`, password: 'wrong' }, shared)).statusCode);
    }
    expect(failures).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('holds the address ceiling across server instances that share the database', async () => {
    const second = await start(SMALL);
    try {
      const from = { remoteAddress: '203.0.113.60' };
      const statuses = [];
      for (let index = 0; index < 6; index += 1) {
        const browser = new Browser(index % 2 === 0 ? small : second);
        statuses.push((await post(browser, await openPage(browser), { email: `roaming-${index}@venuepass.example`, password: 'x' }, from)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await second.close();
    }
  });

  it('lets no more than the ceiling through when attempts from one address race each other', async () => {
    const browser = new Browser(small);
    const action = await openPage(browser);
    const from = { remoteAddress: '203.0.113.70' };
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => post(browser, action, { email: `racing-${index}@venuepass.example`, password: 'x' }, from)),
    );
    const statuses = statusesOf(responses);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('registration limit', () => {
  it('holds across server instances that share the database', async () => {
    const second = await start(SMALL);
    try {
      const from = { remoteAddress: '203.0.113.80' };
      const form = { givenName: 'Grace', familyName: 'Hopper', email: 'not an address', password: 'a long password', confirmPassword: 'a long password' };
      const statuses = [];
      for (let index = 0; index < 5; index += 1) {
        const browser = new Browser(index % 2 === 0 ? small : second);
        const response = await post(browser, await openPage(browser, 'registrations'), form, from);
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.body).toContain(TooManyAttempts.message);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    } finally {
      await second.close();
    }
  });
});

describe('authorization limit', () => {
  const OIDC = '/realms/venue-pass/protocol/openid-connect';
  /** Sign-in pages one address may leave unfinished in a window of the `tight` instance. */
  const LIMIT = 4;
  let tight: FastifyInstance;

  beforeAll(async () => {
    tight = await start({ ...SMALL, AUTHORIZATION_LIMIT_PER_15_MINUTES: String(LIMIT) });
  });

  afterAll(async () => {
    await tight?.close();
  });

  const authorizationQuery = () =>
    new URLSearchParams({
      response_type: 'code',
      client_id: 'venue-pass-web',
      redirect_uri: CALLBACK,
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });

  function authorize(browser: Browser, from: From, path = `${OIDC}/auth`): Promise<LightMyRequestResponse> {
    return browser.request({
      method: 'GET',
      url: `${path}?${authorizationQuery()}`,
      remoteAddress: from.remoteAddress,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });
  }

  async function storedInteractions(): Promise<number> {
    const row = await database.db
      .selectFrom('idp_models')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', 'Interaction')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('stores at most the default 60 sign-in pages for one address, out of 300 requests', async () => {
    const before = await storedInteractions();
    const from = { remoteAddress: '203.0.113.100' };
    const statuses = [];
    for (let index = 0; index < 300; index += 1) statuses.push((await authorize(new Browser(app), from)).statusCode);

    expect(statuses).toEqual([...Array(60).fill(303), ...Array(240).fill(429)]);
    expect((await storedInteractions()) - before).toBe(60);
  });

  it('answers past the limit with a page saying to wait, 429 and Retry-After, and stores nothing', async () => {
    const from = { remoteAddress: '203.0.113.101' };
    for (let index = 0; index < LIMIT; index += 1) expect((await authorize(new Browser(tight), from)).statusCode).toBe(303);
    const before = await storedInteractions();

    const refused = await authorize(new Browser(tight), from);

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain(TooManyAttempts.title);
    expect(refused.body).toContain(TooManyAttempts.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(await storedInteractions()).toBe(before);
    expect((await authorize(new Browser(tight), { remoteAddress: '203.0.113.102' })).statusCode).toBe(303);
  });

  it('counts every path the provider answers as its authorization endpoint, and pushed requests', async () => {
    const from = { remoteAddress: '203.0.113.103' };
    const served = [
      (await authorize(new Browser(tight), from, `${OIDC}/AUTH`)).statusCode,
      (await authorize(new Browser(tight), from, `${OIDC}/auth/`)).statusCode,
      (await authorize(new Browser(tight), from, `/realms/venue-pass/Protocol/OpenID-Connect/Auth`)).statusCode,
      (
        await new Browser(tight).request({
          method: 'POST',
          url: `${OIDC}/ext/par/request`,
          remoteAddress: from.remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: authorizationQuery().toString(),
        })
      ).statusCode,
    ];
    expect(served).toEqual([303, 303, 303, 201]);

    expect((await authorize(new Browser(tight), from)).statusCode).toBe(429);
  });

  it('counts the client named by the trusted proxy, however the client fills X-Forwarded-For', async () => {
    const statuses = [];
    for (let index = 0; index <= LIMIT; index += 1) {
      const from = { remoteAddress: PROXY, forwardedFor: `198.51.100.${index + 1}, 203.0.113.104` };
      statuses.push((await authorize(new Browser(tight), from)).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(303), 429]);
  });

  it('does not count sign-in pages that end in a sign-in or a registration, so members behind one address keep getting in', async () => {
    const email = await newMember();
    const from = { remoteAddress: '203.0.113.105' };
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const browser = new Browser(tight);
      const page = await browser.follow(await authorize(browser, from), CALLBACK);
      const signedIn = await browser.follow(await post(browser, formAction(page.body), { email, password: PASSWORD }, from), CALLBACK);
      expect(signedIn.finalUrl).toMatch(/[?&]code=/);
    }
    const browser = new Browser(tight);
    // Keycloak's registrations path sends the browser on to the authorization endpoint, where it counts.
    const redirected = await authorize(browser, from, `${OIDC}/registrations`);
    const registration = await browser.follow(
      await browser.request({ method: 'GET', url: String(redirected.headers.location), remoteAddress: from.remoteAddress }),
      CALLBACK,
    );
    const form = { givenName: 'Grace', familyName: 'Hopper', email: 'grace-105@venuepass.example', password: 'a long password', confirmPassword: 'a long password' };
    const registered = await browser.follow(await post(browser, formAction(registration.body), form, from), CALLBACK);
    expect(registered.finalUrl).toMatch(/[?&]code=/);

    const left = [];
    for (let index = 0; index <= LIMIT; index += 1) left.push((await authorize(new Browser(tight), from)).statusCode);
    expect(left).toEqual([...Array(LIMIT).fill(303), 429]);
  });

  it('holds across server instances that share the database', async () => {
    const second = await start({ AUTHORIZATION_LIMIT_PER_15_MINUTES: String(LIMIT) });
    try {
      const from = { remoteAddress: '203.0.113.106' };
      const statuses = [];
      for (let index = 0; index <= LIMIT; index += 1) statuses.push((await authorize(new Browser(index % 2 === 0 ? tight : second), from)).statusCode);
      expect(statuses).toEqual([...Array(LIMIT).fill(303), 429]);
    } finally {
      await second.close();
    }
  });
});

describe('signInDelaySeconds', () => {
  it('is nothing for the free failures, then doubles from one second up to the cap', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 20].map((failures) => signInDelaySeconds(failures, { freeFailures: 10, maxDelaySeconds: 10 }))).toEqual([
      0, 0, 1, 2, 4, 8, 10, 10,
    ]);
  });

  it('never waits when the cap is zero', () => {
    expect(signInDelaySeconds(50, { freeFailures: 1, maxDelaySeconds: 0 })).toBe(0);
  });
});
