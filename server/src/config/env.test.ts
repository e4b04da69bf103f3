import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { productionSecrets } from '../../test/helpers/production-secrets.ts';
import { type TestApp, buildTestApp } from '../../test/helpers/build-app.ts';
import { createTestDatabase } from '../../test/helpers/database.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../test/helpers/tokens.ts';
import { buildApp } from '../app.ts';
import { buildSpaConfig } from '../modules/site/site.routes.ts';
import { startupBanner } from '../startup-report.ts';
import { deriveConfig, parseEnv } from './env.ts';
import { walletMessages } from '../modules/wallet/messages.ts';
import { freshSecrets, secretsEnvFile } from './fresh-secrets.ts';

const PUBLIC = 'https://venuepass.example';
const IDP_SECRETS = ['OIDC_SIGNING_JWKS', 'OIDC_COOKIE_KEYS'];
const OTHER_SECRETS = ['POSTER_SIGNING_SECRET', 'POW_SECRET', 'UNSUBSCRIBE_SECRET'];

/** The variables parseEnv's error names, in order. */
function missingIn(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    return [...(error as Error).message.matchAll(/^ {2}(\w+): required on a public address/gm)].map((match) => match[1]!);
  }
  return [];
}

describe('PUBLIC_URL', () => {
  it('defaults from PORT, so the issuer, redirect URI and config.json name the port the server listens on', () => {
    const config = deriveConfig(parseEnv({ PORT: '3000' }));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.issuer).toBe('http://localhost:3000/realms/venue-pass');
    expect(config.redirectUri).toBe('http://localhost:3000/login/callback');
    expect(buildSpaConfig(config).oAuth?.tokenUrl).toBe('http://localhost:3000/realms/venue-pass/protocol/openid-connect/token');
    expect(buildSpaConfig(config).api.host).toBe('http://localhost:3000/api');
  });

  it('defaults to port 8080 when neither is set', () => {
    expect(deriveConfig(parseEnv({})).publicUrl).toBe('http://localhost:8080');
  });

  it('wins over PORT when set, as behind a proxy', () => {
    expect(deriveConfig(parseEnv({ PORT: '3000', PUBLIC_URL: 'http://127.0.0.1:8181' })).issuer).toBe('http://127.0.0.1:8181/realms/venue-pass');
  });
});

describe('secrets on a public address', () => {
  it('refuses to start without them, naming each missing variable', () => {
    expect(missingIn(() => parseEnv({ PUBLIC_URL: PUBLIC }))).toEqual([...IDP_SECRETS, ...OTHER_SECRETS]);
  });

  it('names them next to every other bad variable, so one failed start lists all problems', () => {
    expect(() => parseEnv({ PUBLIC_URL: PUBLIC, PORT: 'eighty' })).toThrow(/PORT: [^\n]+\n {2}OIDC_SIGNING_JWKS: required/);
  });

  it("leaves out the provider's keys when a real Keycloak realm is the issuer", () => {
    expect(missingIn(() => parseEnv({ PUBLIC_URL: PUBLIC, EMBEDDED_IDP: 'false' }))).toEqual(OTHER_SECRETS);
  });

  it('counts a blank cookie key list as missing', async () => {
    const secrets = await productionSecrets();
    expect(missingIn(() => parseEnv({ PUBLIC_URL: PUBLIC, ...secrets, OIDC_COOKIE_KEYS: ' , ' }))).toEqual(['OIDC_COOKIE_KEYS']);
  });

  it('needs nothing but what npm run secrets prints: the wallets, which need Apple and Google accounts, are then off', async () => {
    const config = deriveConfig(parseEnv({ PUBLIC_URL: PUBLIC, ...(await freshSecrets()) }));
    expect(buildSpaConfig(config).features).toEqual({ appleWallet: false, googleWallet: false });
    const banner = startupBanner({ config, transports: {}, database: 'PostgreSQL', demoAccounts: [] }).join('\n');
    expect(banner).toContain('Apple Wallet: off, not offered to members (set APPLE_PASS_CERT_PEM, APPLE_PASS_KEY_PEM, APPLE_WWDR_PEM to offer it)');
    expect(banner).toContain('Google Wallet: off, not offered to members (set GOOGLE_WALLET_PRIVATE_KEY_PEM to offer it)');
  });

  it('makes fresh secrets on every run', async () => {
    const [first, second] = await Promise.all([freshSecrets(), freshSecrets()]);
    for (const name of Object.keys(first)) expect(first[name]).not.toBe(second[name]);
    for (const value of Object.values(first)) expect(value).not.toContain("'");
  });

  it('prints them as an environment file that container runtimes read as it is', async () => {
    // podman and docker --env-file, and Kubernetes' --from-env-file, take everything after the first '='
    // as the value, quotes included.
    const text = secretsEnvFile(await freshSecrets(), new Date('2026-11-28T05:00:00Z'));
    const read = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(read)).toEqual([...IDP_SECRETS, ...OTHER_SECRETS]);
    const env = parseEnv({ PUBLIC_URL: PUBLIC, ...read });
    expect(JSON.parse(env.OIDC_SIGNING_JWKS!).keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });

  it('refuses a signing JWKS that is not one, without printing the key', async () => {
    const secrets = await freshSecrets();
    const privateExponent = JSON.parse(secrets.OIDC_SIGNING_JWKS!).keys[0].d as string;
    for (const bad of [`'${secrets.OIDC_SIGNING_JWKS}'`, '{"keys":[]}', JSON.stringify({ keys: [{ kty: 'RSA', n: 'x', e: 'AQAB' }] })]) {
      const run = () => parseEnv({ PUBLIC_URL: PUBLIC, ...secrets, OIDC_SIGNING_JWKS: bad });
      expect(run).toThrow(/OIDC_SIGNING_JWKS: must be a JWKS in JSON holding private keys/);
      expect(run).not.toThrow(privateExponent.slice(0, 20));
    }
  });

  it('refuses half an Apple signing chain, naming what is missing', async () => {
    const { APPLE_PASS_CERT_PEM } = await productionSecrets();
    const secrets = await freshSecrets();
    expect(() => parseEnv({ PUBLIC_URL: PUBLIC, ...secrets, APPLE_PASS_CERT_PEM })).toThrow(
      /APPLE_PASS_KEY_PEM: Apple Wallet needs all three[^\n]*\n {2}APPLE_WWDR_PEM: Apple Wallet needs all three/,
    );
  });

  it('loads the demo accounts, whose passwords the README publishes, only on a loopback address unless told to', async () => {
    const secrets = await freshSecrets();
    expect(deriveConfig(parseEnv({})).seedDemo).toBe(true);
    expect(deriveConfig(parseEnv({ PUBLIC_URL: PUBLIC, ...secrets })).seedDemo).toBe(false);
    expect(deriveConfig(parseEnv({ PUBLIC_URL: PUBLIC, ...secrets, SEED_DEMO: 'true' })).seedDemo).toBe(true);
    expect(deriveConfig(parseEnv({ SEED_DEMO: 'false' })).seedDemo).toBe(false);
  });

  it('lets a loopback address generate its own', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:8181']) expect(missingIn(() => parseEnv({ PUBLIC_URL: url }))).toEqual([]);
  });

  // The server stops before it opens any database, so the PostgreSQL pass would repeat the PGlite one.
  it.skipIf(process.env['TEST_DATABASE_URL'])('stops the server at start-up with a message naming them', async () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vp-secrets-'));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: { PATH: process.env['PATH'], PUBLIC_URL: PUBLIC, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exit = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 60_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
      expect(exit).not.toBe(0);
      expect(exit).not.toBeNull();
      for (const name of [...IDP_SECRETS, ...OTHER_SECRETS]) expect(output).toContain(`${name}: required on a public address`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // tsx compiles the whole server before it reads the environment: seconds alone, far more beside other tests.
  }, 90_000);
});

describe('a public instance started with only the secrets npm run secrets prints', () => {
  it('starts, tells the SPA the wallets are off, and answers a wallet request with 404 saying it is not offered', async () => {
    const database = await createTestDatabase();
    const issuer = await createTestIssuer();
    const config = deriveConfig(
      parseEnv({ PUBLIC_URL: PUBLIC, WEB_DIST_DIR: '/nonexistent', EMBEDDED_IDP: 'false', OIDC_ISSUER: TEST_ISSUER, API_AUDIENCE: TEST_AUDIENCE, ...(await freshSecrets()) }),
    );
    const app = await buildApp({ config, db: database.db, tokenKeys: issuer.keys });
    onTestFinished(async () => {
      await app.close();
      await database.destroy();
    });
    const spaConfig = await app.inject({ method: 'GET', url: '/config/config.json' });
    expect(spaConfig.json().features).toEqual({ appleWallet: false, googleWallet: false });
    const headers = { authorization: `Bearer ${await issuer.sign({ sub: 'wallet-less' })}` };
    const apple = await app.inject({ method: 'GET', url: '/api/wallet/1', headers });
    expect(apple.statusCode).toBe(404);
    expect(apple.json().message).toBe(walletMessages.notOffered('Apple Wallet'));
    const google = await app.inject({ method: 'GET', url: '/api/wallet/2', headers });
    expect(google.statusCode).toBe(404);
    expect(google.json().message).toBe(walletMessages.notOffered('Google Wallet'));
    expect(await database.db.selectFrom('wallet_settings').selectAll().execute()).toEqual([]);
  }, 60_000);
});

describe('a public instance with its secrets from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: PUBLIC, ...(await productionSecrets()) });
  });
  afterAll(() => t.close());

  it('offers both wallets, its keys being set', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/config/config.json' });
    expect(config.json().features).toEqual({ appleWallet: true, googleWallet: true });
  });

  it('signs Apple passes and Google links without storing a key in the database', async () => {
    const headers = { authorization: `Bearer ${await t.sign({ sub: 'wallet-holder' })}` };
    const apple = await t.app.inject({ method: 'GET', url: '/api/wallet/1', headers });
    expect(apple.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/wallet/download/${apple.json()}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/2', headers })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('wallet_settings').selectAll().execute()).toEqual([]);
  });

  it("runs the embedded provider on the configured keys, storing none of its own", async () => {
    const database = await createTestDatabase();
    try {
      const config = deriveConfig(parseEnv({ PUBLIC_URL: PUBLIC, WEB_DIST_DIR: '/nonexistent', ...(await productionSecrets()) }));
      const app = await buildApp({ config, db: database.db });
      await app.ready();
      const certs = await app.inject({ method: 'GET', url: '/realms/venue-pass/protocol/openid-connect/certs' });
      await app.close();
      expect(certs.json().keys.map((key: { kid: string }) => key.kid)).toEqual(['production-1']);
      expect((await sql<{ count: number }>`select count(*)::int as count from idp_settings`.execute(database.db)).rows[0]?.count).toBe(0);
    } finally {
      await database.destroy();
    }
  });
});
