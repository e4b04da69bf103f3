// An OpenID issuer of the benchmarks' own: a JWKS served on a local port and tokens signed with its key,
// for a server started with EMBEDDED_IDP=false. With an external provider the token's claims are the
// grant (ADR 052), so a bench can act as any operator, staff member or member without signing in.
import { createServer } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export const BENCH_AUDIENCE = 'venue-pass-api';

export async function startTokenIssuer(issuer: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => response.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const sign = (subject: string, claims: Record<string, unknown> = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setSubject(subject)
      .setIssuer(issuer)
      .setAudience(BENCH_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return {
    /** What the server needs to trust these tokens. */
    serverEnv: { EMBEDDED_IDP: 'false', OIDC_ISSUER: issuer, OIDC_JWKS_URL: `http://127.0.0.1:${address.port}/jwks`, API_AUDIENCE: BENCH_AUDIENCE },
    sign,
    operator: () => sign('bench-operator', { email: 'operator@bench.invalid', resource_access: { [BENCH_AUDIENCE]: { roles: ['admin'] } } }),
    staff: (venueIds: number[]) =>
      sign('bench-staff', { email: 'staff@bench.invalid', resource_access: { [BENCH_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': venueIds }),
    close: () => server.close(),
  };
}
