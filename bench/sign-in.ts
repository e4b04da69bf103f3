// Signs a member in through the embedded provider the way the SPA does (authorization code with PKCE,
// the provider's own sign-in form), so the benchmark sends a real access token and the server needs no back door.
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = 'venue-pass-web';

/** Keeps cookies by name (the provider scopes them by path; one flow never needs two of a name). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
  jar.keep(response);
  return response;
}

/** Follows redirects on `origin` and stops at the first answer that is not one, or at a redirect to `stopAt`. */
async function follow(jar: CookieJar, response: Response, base: string, stopAt: string): Promise<{ response: Response; url: string }> {
  let current = response;
  let url = base;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
    url = new URL(location, url).href;
    if (url.startsWith(stopAt)) return { response: current, url };
    current = await send(jar, url);
  }
  throw new Error('too many redirects while signing in');
}

export async function signIn(publicUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const jar = new CookieJar();
  const oidc = `${publicUrl}/realms/venue-pass/protocol/openid-connect`;
  const redirectUri = `${publicUrl}/login/callback`;
  const verifier = randomBytes(48).toString('base64url');
  const authorize = `${oidc}/auth?${new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })}`;
  const page = await follow(jar, await send(jar, authorize), authorize, redirectUri);
  const action = /<form[^>]*action="([^"]+)"/.exec(await page.response.text())?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no sign-in form at ${page.url} (${page.response.status})`);
  const loginUrl = new URL(action, page.url).href;
  const posted = await send(jar, loginUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials).toString(),
  });
  const landed = await follow(jar, posted, loginUrl, redirectUri);
  const code = new URL(landed.url).searchParams.get('code');
  if (!code) throw new Error(`sign-in did not return a code (${landed.url})`);
  const token = await fetch(`${oidc}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, code, code_verifier: verifier, redirect_uri: redirectUri }),
  });
  if (!token.ok) throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}
