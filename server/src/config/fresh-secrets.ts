import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * Every secret a public address needs that no third party issues (ADR 025): the embedded provider's
 * signing key and cookie keys, the poster links', the proof-of-work's and the unsubscribe links' HMAC secrets. Each value is one
 * line without spaces or quotes.
 */
export async function freshSecrets(): Promise<Record<string, string>> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    OIDC_SIGNING_JWKS: JSON.stringify({ keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] }),
    OIDC_COOKIE_KEYS: randomSecret(),
    POSTER_SIGNING_SECRET: randomSecret(),
    POW_SECRET: randomSecret(),
    UNSUBSCRIBE_SECRET: randomSecret(),
  };
}

/**
 * The secrets as an environment file: `NAME=value` lines, unquoted, because podman's and docker's
 * --env-file and Kubernetes' --from-env-file keep quotes as part of the value (ADR 066); systemd's
 * EnvironmentFile, docker compose and Node's --env-file read the same lines.
 */
export function secretsEnvFile(secrets: Record<string, string>, madeAt: Date): string {
  return [
    `# Venue Pass secrets made ${madeAt.toISOString()}. Keep them in the platform's secret store, give every`,
    "# instance the same, and never commit them. Apple and Google Wallet need the scheme's own accounts: see",
    '# docs/WALLET.md; without their keys the wallets are simply not offered.',
    ...Object.entries(secrets).map(([name, value]) => `${name}=${value}`),
    '',
  ].join('\n');
}
