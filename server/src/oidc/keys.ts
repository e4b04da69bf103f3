import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

const SIGNING_KEYS = 'signing_jwks';
const COOKIE_KEYS = 'cookie_keys';

export interface SigningKeys {
  /** Private JWKS handed to oidc-provider. */
  privateJwks: { keys: JWK[] };
  /** The same keys without their private members, as served at /certs. */
  publicJwks: { keys: JWK[] };
}

/**
 * Stores `create()`'s value under `name` unless one is already there, then returns what is stored.
 * Only a loopback run gets here: a public address must configure its keys (env.ts, ADR 025).
 * The insert-then-read makes two instances starting together on an empty database agree on one value.
 */
async function storedOrCreated<T>(db: Kysely<Database>, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.selectFrom('idp_settings').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('idp_settings')
    .values({ name, value: JSON.stringify(await create()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('idp_settings').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value as T;
}

async function generateSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

function toPublicJwk({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, k: _k, priv: _priv, ...rest }: JWK): JWK {
  return rest;
}

export async function loadSigningKeys(db: Kysely<Database>, configured: string | undefined): Promise<SigningKeys> {
  const privateJwks = configured
    ? (JSON.parse(configured) as { keys: JWK[] })
    : await storedOrCreated(db, SIGNING_KEYS, generateSigningJwks);
  if (!Array.isArray(privateJwks.keys) || privateJwks.keys.length === 0 || privateJwks.keys.some((key) => !key.d)) {
    throw new Error('The OIDC signing JWKS must hold at least one private key');
  }
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublicJwk) } };
}

/** Keys that sign the provider's cookies; the first signs, all verify, so a new key can be put in front. */
export async function loadCookieKeys(db: Kysely<Database>, configured: string | undefined): Promise<string[]> {
  if (configured) {
    const keys = configured.split(',').map((key) => key.trim()).filter(Boolean);
    if (keys.length > 0) return keys;
  }
  return storedOrCreated(db, COOKIE_KEYS, async () => [randomBytes(32).toString('base64url')]);
}
