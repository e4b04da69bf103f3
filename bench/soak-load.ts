/**
 * The soak's load generator, run as its own process by bench/soak.ts: signs the demo member in through
 * the embedded provider (authorization code with PKCE, as the SPA does), then sends mixed visitor and
 * member traffic with autocannon for the given time and prints autocannon's result as JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const [base = 'http://localhost:8194', secondsText = '600', email = '', password = ''] = process.argv.slice(2);
const seconds = Number(secondsText);

/** Cookies by name, as a browser would keep them for one site. */
const jar = new Map<string, string>();
async function browse(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; ') },
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
}

async function signIn(): Promise<string> {
  const config = (await (await fetch(`${base}/config/config.json`)).json()) as {
    oAuth: { authorizeUrl: string; tokenUrl: string; clientId: string; redirectUri: string; scope: string };
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(config.oAuth.authorizeUrl);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.oAuth.clientId,
    redirect_uri: config.oAuth.redirectUri,
    scope: config.oAuth.scope,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  let response = await browse(authorize.href);
  let location = new URL(response.headers.get('location')!, base).href;
  const loginPage = await browse(location);
  const action = /<form[^>]*action="([^"]*login[^"]*)"/.exec(await loginPage.text())?.[1];
  if (!action) throw new Error('no sign-in form');
  response = await browse(new URL(action, base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400; hop++) {
    location = new URL(response.headers.get('location')!, base).href;
    if (location.startsWith(config.oAuth.redirectUri)) break;
    response = await browse(location);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`sign-in ended at ${location}`);
  const token = await fetch(config.oAuth.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.oAuth.redirectUri,
      client_id: config.oAuth.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token endpoint answered ${token.status}`);
  return body.access_token;
}

const member = { authorization: `Bearer ${await signIn()}` };
const result = await autocannon({
  url: base,
  connections: 20,
  duration: seconds,
  // Visitors read the public lists and the SPA's configuration; the member reads their profile and
  // offers and toggles a favourite, which writes.
  requests: [
    { method: 'GET', path: '/api/venues' },
    { method: 'GET', path: '/api/offers' },
    { method: 'GET', path: '/config/config.json' },
    { method: 'GET', path: '/api/me', headers: member },
    { method: 'GET', path: '/api/offers', headers: member },
    { method: 'GET', path: '/api/venues', headers: member },
    { method: 'POST', path: '/api/venues/1/favourite', headers: member },
    { method: 'POST', path: '/api/venues/1/unfavourite', headers: member },
  ],
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    averageRps: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  }),
);
