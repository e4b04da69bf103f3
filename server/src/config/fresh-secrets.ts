import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * Every secret a public address needs that no third party issues (ADR 025): the embedded provider's
 * signing key and cookie keys, the poster links' and the proof-of-work's HMAC secrets. Values contain no
 * quote, so each can be written between single quotes.
 */
export async function freshSecrets(): Promise<Record<string, string>> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    OIDC_SIGNING_JWKS: JSON.stringify({ keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] }),
    OIDC_COOKIE_KEYS: randomSecret(),
    POSTER_SIGNING_SECRET: randomSecret(),
    POW_SECRET: randomSecret(),
  };
}
