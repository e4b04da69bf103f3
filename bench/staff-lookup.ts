// Scan-to-answer at the counter: GET /api/staff/cards/{cardId}?venueId= with the demo staff account's
// real access token, against GET /config/config.json (no database) as the baseline of the same run.
// The server runs as its own process on PostgreSQL (DATABASE_URL) and autocannon as another, so the
// load generator does not share the server's event loop. Rounds alternate between the two routes;
// the medians of p50, p99 and req/s are printed. Knobs: BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MEMBER } from '../server/src/seed/demo-content.ts';
import { DEMO_STAFF } from '../server/src/seed/demo-staff.ts';
import { median } from './median.ts';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) {
  console.error('bench:staff measures on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/bench_vp).');
  process.exit(2);
}
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_ID = 'venue-pass-web';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startServer(port: number): Promise<{ origin: string; child: ChildProcess }> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      // One sign-in serves every round.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/config/config.json`)).ok) return { origin, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the server did not start within a minute');
}

/** Signs in through the embedded provider as a browser would (PKCE code flow) and returns the access token. */
async function signIn(origin: string, account: { email: string; password: string }): Promise<string> {
  const cookies = new Map<string, string>();
  const callback = `${origin}/login/callback`;
  async function go(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
  async function follow(response: Response): Promise<Response | URL> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, origin);
      if (next.href.startsWith(callback)) return next;
      current = await go(next.href);
    }
    throw new Error('too many redirects');
  }
  const verifier = randomBytes(48).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: callback,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await follow(await go(`/realms/venue-pass/protocol/openid-connect/auth?${query}`));
  if (page instanceof URL) throw new Error('expected the sign-in page');
  const action = /<form[^>]*action="([^"]+)"/.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('no sign-in form');
  const landed = await follow(
    await go(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: account.email, password: account.password }).toString(),
    }),
  );
  const code = landed instanceof URL ? landed.searchParams.get('code') : null;
  if (!code) throw new Error(`signing in as ${account.email} did not return a code`);
  const tokens = await fetch(`${origin}/realms/venue-pass/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: callback }),
  });
  if (!tokens.ok) throw new Error(`token exchange failed with ${tokens.status}`);
  return ((await tokens.json()) as { access_token: string }).access_token;
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface Figures {
  requests: number;
  p50: number;
  p99: number;
}

/** One autocannon run in its own process; refuses figures that include failed requests. */
async function load(url: string, headers: string[]): Promise<Figures> {
  const args = ['-c', String(connections), '-d', String(seconds), '-j', ...headers.flatMap((header) => ['-H', header]), url];
  const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as { non2xx: number; errors: number; requests: { average: number }; latency: { p50: number; p99: number } };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const { origin, child } = await startServer(await freePort());
try {
  const staffToken = await signIn(origin, DEMO_STAFF);
  const memberToken = await signIn(origin, DEMO_MEMBER);
  const [venue] = await getJson<{ id: number; name: string }[]>(`${origin}/api/staff/venues`, staffToken);
  if (!venue) throw new Error('the demo staff account has no venue');
  const { userId } = await getJson<{ userId: string }>(`${origin}/api/me`, memberToken);
  const lookup = `${origin}/api/staff/cards/${userId}?venueId=${venue.id}`;
  const baseline = `${origin}/config/config.json`;
  const auth = [`authorization=Bearer ${staffToken}`];

  await load(baseline, []);
  await load(lookup, auth);
  const base: Figures[] = [];
  const cards: Figures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    base.push(await load(baseline, []));
    cards.push(await load(lookup, auth));
  }
  const summary = (figures: Figures[]) => ({
    requests: median(figures.map((figure) => figure.requests)),
    p50: median(figures.map((figure) => figure.p50)),
    p99: median(figures.map((figure) => figure.p99)),
  });
  const b = summary(base);
  const c = summary(cards);
  console.log(`\nPostgreSQL, server and autocannon in separate processes: median of ${rounds} alternating rounds of ${seconds}s, ${connections} connections`);
  console.log(`  /config/config.json      ${b.requests.toFixed(0).padStart(6)} req/s   p50 ${b.p50} ms   p99 ${b.p99} ms`);
  console.log(`  /api/staff/cards/{id}    ${c.requests.toFixed(0).padStart(6)} req/s   p50 ${c.p50} ms   p99 ${c.p99} ms`);
  console.log(`  ratio                    ${(c.requests / b.requests).toFixed(3)} of the baseline's throughput, p99 x${(c.p99 / Math.max(b.p99, 1)).toFixed(1)}`);
  console.log(`  target                   lookup p99 under 50 ms: ${c.p99 < 50 ? 'met' : 'NOT met'}`);
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
}
