import { type JWK, SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';

export const TEST_ISSUER = 'https://id.test.example/realms/venue-pass';
export const TEST_AUDIENCE = 'venue-pass-api';

export interface TestClaims {
  sub?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  resource_access?: Record<string, { roles: string[] }>;
  'pos-site-id'?: (string | number)[];
  /** When the person signed in, in seconds since the epoch. */
  auth_time?: number;
}

/** A signing key standing in for the identity provider, and a way to mint tokens with it. */
export async function createTestIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [publicJwk] });

  async function sign(
    claims: TestClaims = {},
    options: { issuer?: string; audience?: string; expiresIn?: string | number; key?: Parameters<SignJWT["sign"]>[0] } = {},
  ): Promise<string> {
    return new SignJWT({
      given_name: 'Test',
      family_name: 'Member',
      email: 'member@test.example',
      resource_access: { [TEST_AUDIENCE]: { roles: ['member'] } },
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(claims.sub ?? 'subject-1')
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(options.key ?? privateKey);
  }

  return { keys, sign };
}
