import { randomBytes } from 'node:crypto';
import { exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { generateDevelopmentCertificates } from '../../src/modules/wallet/apple-certificates.ts';

let secrets: Promise<Record<string, string>> | undefined;

/**
 * Every secret a public address must take from the environment (docs/CONFIGURATION.md), freshly
 * generated once per test file: what a deployment would set.
 */
export function productionSecrets(): Promise<Record<string, string>> {
  secrets ??= (async () => {
    const apple = generateDevelopmentCertificates('pass.example.venuepass', 'VENUEPASS0');
    const signing = await generateKeyPair('RS256', { extractable: true });
    const google = await generateKeyPair('RS256', { extractable: true });
    return {
      OIDC_SIGNING_JWKS: JSON.stringify({ keys: [{ ...(await exportJWK(signing.privateKey)), kid: 'production-1', alg: 'RS256', use: 'sig' }] }),
      OIDC_COOKIE_KEYS: randomBytes(32).toString('base64url'),
      APPLE_PASS_CERT_PEM: apple.signerCert,
      APPLE_PASS_KEY_PEM: apple.signerKey,
      APPLE_WWDR_PEM: apple.wwdr,
      GOOGLE_WALLET_PRIVATE_KEY_PEM: await exportPKCS8(google.privateKey),
      POSTER_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      POW_SECRET: randomBytes(32).toString('base64url'),
      UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
    };
  })();
  return secrets;
}
