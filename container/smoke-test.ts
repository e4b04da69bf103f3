// npm run test:image: the image as an operator runs it (issue 23 items 5 and 10, ADR 066). It starts
// localhost/venue-pass:latest on a public address with only the secrets `npm run secrets` makes: first on its
// embedded database in a fresh volume, then against this machine's PostgreSQL, where it checks the health
// check and the user, sees a visitor's landing painted, signs the demo member in through the embedded provider, reads GET /api/me, has a photo
// checked for a face, then stops the container with SIGTERM while another photo upload is still arriving and sees that request answered in full
// and the process exit 0.
import assert from 'node:assert/strict';
import { execFile as execFileCallback } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { signIn } from '../bench/sign-in.ts';
import { freePort } from '../server/test/helpers/free-port.ts';
import { step } from '../server/test/helpers/harness-step.ts';
import { waitForReady } from '../server/test/helpers/wait-for-ready.ts';

const execFile = promisify(execFileCallback);
const root = path.resolve(import.meta.dirname, '..');
const IMAGE = process.env['IMAGE'] ?? 'localhost/venue-pass:latest';
const ADMIN_URL = process.env['IMAGE_SMOKE_POSTGRES_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const DATABASE = 'image_smoke';
const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025' };
const podmanEnv = { ...process.env, CONTAINERS_CONF: path.join(root, 'container/containers.conf') };

const podman = (...args: string[]) => execFile('podman', args, { env: podmanEnv });

/** This machine's first non-loopback IPv4 address: a public address, as a deployment has one. */
function publicAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  throw new Error('no non-loopback IPv4 address to serve on');
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const work = await mkdtemp(path.join(tmpdir(), 'venue-pass-image-'));
const name = `venue-pass-smoke-${process.pid}`;
const embedded = `${name}-embedded`;
let failed = false;
try {
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${DATABASE}`;

  const port = await freePort();
  const publicUrl = `http://${publicAddress()}:${port}`;
  // Only what `npm run secrets` prints, plus where to listen and which database: nothing hand-made.
  const { stdout: secrets } = await execFile('npm', ['run', '--silent', 'secrets'], { cwd: root });
  const address = `${secrets}\nPUBLIC_URL=${publicUrl}\nPORT=${port}\nMETRICS_PORT=${await freePort()}\n`;
  const embeddedEnvFile = path.join(work, 'embedded.env');
  await writeFile(embeddedEnvFile, address, { mode: 0o600 });
  const envFile = path.join(work, 'venue-pass.env');
  await writeFile(envFile, `${address}DATABASE_URL=${databaseUrl}\nSEED_DEMO=true\n`, { mode: 0o600 });
  const { stdout: hardLimit } = await execFile('sh', ['-c', 'ulimit -Hn']);
  const run = (container: string, env: string, ...options: string[]) =>
    podman(
      'run', '--detach', '--name', container, '--network', 'host', '--env-file', env, ...options,
      '--ulimit', `nofile=${hardLimit.trim()}:${hardLimit.trim()}`, '--ulimit', 'nproc=32768:32768', IMAGE,
    );

  await step('without DATABASE_URL it keeps the embedded database, and its lock, in a fresh volume', async () => {
    await run(embedded, embeddedEnvFile, '--volume', `${embedded}:/var/lib/venue-pass`);
    await waitForReady(publicUrl, 180_000);
    const { stdout: volume } = await podman('exec', embedded, 'ls', '/var/lib/venue-pass');
    assert.deepEqual(volume.split('\n').filter(Boolean).sort(), ['pglite', 'pglite.lock']);
    await podman('rm', '--force', '--time', '10', embedded);
  });

  await step('the container starts on a public address with generated secrets only', async () => {
    await run(name, envFile);
    await waitForReady(publicUrl, 180_000);
  });

  await step('its HEALTHCHECK reports healthy and it runs as uid 10001', async () => {
    await podman('healthcheck', 'run', name);
    assert.equal((await podman('exec', name, 'id', '-u')).stdout.trim(), '10001');
  });

  await step("a visitor's landing arrives painted by the web's server-side bundle, which needs none of the web's packages", async () => {
    const landing = await (await fetch(`${publicUrl}/`)).text();
    assert.match(landing, /<template id="visitor-page" data-path="\/">.*Register Now/s);
  });

  const token = await step('the demo member signs in through the embedded provider and reads GET /api/me', async () => {
    const accessToken = await signIn(publicUrl, DEMO);
    const me = await fetch(`${publicUrl}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { emailAddress: string }).emailAddress, DEMO.email);
    return accessToken;
  });

  const photo = (await readFile(path.join(root, 'server/test/fixtures/one-face.jpg'))).toString('base64');
  await step('a photo upload is checked for one face by the detector its production dependencies carry', async () => {
    // The first photo loads the face model and TensorFlow's wasm backend, seconds on a busy machine. Loaded
    // here, the photo under way at SIGTERM below takes a fraction of a second, so what that step measures is
    // the drain, not the model's load racing the server's 10 s grace (it did, and exited 1, at load 15 on 2 cores).
    const response = await fetch(`${publicUrl}/api/me/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photoData: photo }),
    });
    const text = await response.text();
    assert.equal(response.status, 200, text);
    assert.ok((JSON.parse(text) as { photoData: string }).photoData.length > 1000);
  });

  await step('SIGTERM during a photo upload: the request is answered in full, then the process exits 0', async () => {
    const body = Buffer.from(JSON.stringify({ photoData: photo }));
    const { hostname, port: publicPort } = new URL(publicUrl);
    // A member on a slow connection: the headers are in, the body is still on its way when the signal comes,
    // so the request is under way at SIGTERM whatever the machine's speed. The proxy in front keeps its
    // connections to the instance open, as HAProxy and nginx do (graceful-shutdown.test.ts, without podman).
    const proxyConnections = new Agent({ keepAlive: true });
    const upload = request({
      agent: proxyConnections,
      host: hostname,
      port: Number(publicPort),
      method: 'POST',
      path: '/api/me/photo',
      // The server's 100 Continue shows it has read the headers: the request is in flight from then on.
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': body.length,
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      upload.on('error', reject);
    });
    // Awaited after the signal; a connection cut before then must fail this step, not end the run unhandled
    // before the container and the database are removed.
    answer.catch(() => undefined);
    await once(upload, 'continue');
    upload.write(body.subarray(0, 1024));

    // To tini, PID 1, which passes it to node.
    await podman('kill', '--signal', 'TERM', name);
    // Shutting down: the instance stops answering ready (503, then no longer listening) ...
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${publicUrl}/health/ready`).then((response) => response.status, () => 0)) === 200) {
      if (Date.now() > deadline) throw new Error('still ready 10 s after SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // ... while the upload that was under way is read to its end, its face checked and its answer sent.
    upload.end(body.subarray(1024));
    const { status, text } = await answer;
    proxyConnections.destroy();
    assert.equal(status, 200, text);
    assert.ok((JSON.parse(text) as { photoData: string }).photoData.length > 1000);
    // Exit code 0: the drain finished before close-with-grace's 10 s (which exits 1).
    const { stdout: exitCode } = await podman('wait', name);
    assert.equal(exitCode.trim(), '0');
  });
} catch (error) {
  failed = true;
  console.error('FAILED:', error);
  await podman('logs', '--tail', '40', name).then(({ stdout, stderr }) => console.error(stdout, stderr), () => undefined);
} finally {
  // --volumes: the image's VOLUME gives the PostgreSQL run an anonymous volume, which plain rm leaves behind.
  for (const container of [embedded, name]) await podman('rm', '--force', '--volumes', '--time', '0', container).catch(() => undefined);
  await podman('volume', 'rm', '--force', embedded).catch(() => undefined);
  await admin.query(`drop database if exists ${DATABASE}`).catch(() => undefined);
  await admin.end();
  await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
