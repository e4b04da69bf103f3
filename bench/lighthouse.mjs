// Lighthouse performance (mobile preset, the default config) of the production build in web/dist:
// the landing page and /offers for a visitor, and the dashboard at / for the signed-in demo member.
// Starts the real server on a fresh data folder, runs each page LIGHTHOUSE_RUNS times (3) and
// prints every score, the median run and its key metrics. Build first: `npm run build`.
// LIGHTHOUSE_SERVED (`proxy,direct`) picks how the pages are served: `proxy` through HAProxy with TLS and
// HTTP/2, as docs/OPERATIONS.md deploys the product (needs Debian's haproxy and openssl), `direct` from the
// server's own port over HTTP/1.1, as `npm start` serves it.
// LIGHTHOUSE_PAGES=member (or visitor, /offers) picks pages by label; WEB_DIST_DIR measures another build;
// LIGHTHOUSE_REPORT_DIR keeps every run's full report and trace (JSON) there.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own browser driver (a dependency of lighthouse): Lighthouse runs in a page we hand
// it, which is how the signed-in run keeps the tokens the SPA holds in that tab's sessionStorage.
import puppeteer from 'puppeteer-core';
import { haproxyConfig } from '../cluster-test/haproxy-config.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // The proxy's certificate is made for the run.
  '--ignore-certificate-errors',
];
const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether `url` answers 2xx; the proxy's certificate, made for the run, is not checked. */
function answers(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    client
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode >= 200 && response.statusCode < 300);
      })
      .on('error', () => resolve(false));
  });
}

/** Resolves once `url` answers 2xx; fails when `child` exits or two minutes pass. */
async function waitUntilAnswering(url, child, name) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (await answers(url)) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The product as `npm start` runs it, as playwright.config.ts starts it for the e2e suite; with `proxy`,
 * behind HAProxy terminating TLS with a certificate made for the run, as on a public address.
 */
async function startServer(served) {
  const port = Number(process.env.LIGHTHOUSE_SERVER_PORT ?? (await freePort()));
  const proxyPort = served === 'proxy' ? await freePort() : undefined;
  const baseUrl = proxyPort ? `https://localhost:${proxyPort}` : `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-lighthouse-'));
  const children = [];
  try {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(proxyPort ? { TRUST_PROXY: 'loopback' } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(server);
    await waitUntilAnswering(`http://localhost:${port}/version.json`, server, 'the server');
    if (proxyPort) {
      const certificateFile = path.join(dataDir, 'proxy.pem');
      const pem = execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
        '-keyout', '-', '-out', '-', '-days', '1', '-subj', '/CN=localhost'], { stdio: ['ignore', 'pipe', 'ignore'] });
      await writeFile(certificateFile, pem);
      const configFile = path.join(dataDir, 'haproxy.cfg');
      const servers = [{ name: 'app', port }];
      await writeFile(configFile, haproxyConfig({ port: proxyPort, statsPort: await freePort(), servers, tls: { certificateFile } }));
      const proxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
      children.push(proxy);
      await waitUntilAnswering(`${baseUrl}/health/ready`, proxy, 'HAProxy');
    }
  } catch (error) {
    for (const child of children.reverse()) await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      for (const child of children.reverse()) await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse navigation in `page`; a cold HTTP cache and no service worker every time. */
async function audit(page, url, { keepSession }) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await session.detach();
  const result = await lighthouse(
    url,
    { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepSession },
    { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
    page,
  );
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    await mkdir(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${keepSession ? 'member' : 'visitor'}-${Date.now()}.json`;
    await writeFile(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
    const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
    if (trace) await writeFile(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name.replace('.json', '.trace.json')), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    version: lhr.lighthouseVersion,
  };
}

/** Lighthouse's own advice for a trace it could not read (NO_NAVSTART, seen now and then here): run again. */
async function auditWithRetry(page, url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(page, url, options);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`retrying: ${error.message}`);
    }
  }
}

/** Signs the demo member in through the embedded provider's page, in this tab. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('::-p-aria(E-mail)').fill(DEMO.email);
  await page.locator('::-p-aria(Password)').fill(DEMO.password);
  await Promise.all([page.waitForNavigation(), page.locator('::-p-aria([name="Sign in"][role="button"])').click()]);
  await page.locator(`::-p-aria([name="Welcome back, ${DEMO.firstName}"][role="heading"])`).wait();
}

async function measure(browser, baseUrl, { label, pathname, signedIn }) {
  const page = await browser.newPage();
  // A background tab paints nothing, and Lighthouse finds no navigation in its trace.
  await page.bringToFront();
  try {
    if (signedIn) await signIn(page, baseUrl);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await auditWithRetry(page, `${baseUrl}${pathname}`, { keepSession: signedIn });
      if (signedIn && (await page.evaluate(() => sessionStorage.getItem('token'))) === null) {
        throw new Error('the signed-in run lost its session');
      }
      results.push(result);
    }
    const scores = results.map((result) => result.score);
    const middle = results.find((result) => result.score === median(scores));
    return { label, scores, median: middle };
  } finally {
    await page.close();
  }
}

const pages = [
  { label: 'visitor  /', pathname: '/', signedIn: false },
  { label: 'visitor  /offers', pathname: '/offers', signedIn: false },
  { label: 'member   / (dashboard)', pathname: '/', signedIn: true },
].filter(({ label }) => label.includes(process.env.LIGHTHOUSE_PAGES ?? ''));

const servedModes = (process.env.LIGHTHOUSE_SERVED ?? 'proxy,direct').split(',').map((mode) => mode.trim());
for (const mode of servedModes) {
  if (mode !== 'proxy' && mode !== 'direct') throw new Error(`LIGHTHOUSE_SERVED: '${mode}' is neither proxy nor direct`);
}
const servedLabels = { proxy: 'HAProxy, TLS, HTTP/2', direct: 'server, HTTP/1.1' };

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const summaries = [];
try {
  for (const served of servedModes) {
    const server = await startServer(served);
    try {
      for (const target of pages) summaries.push({ served, ...(await measure(browser, server.baseUrl, target)) });
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
}

const ms = (value) => `${Math.round(value)} ms`.padStart(8);
console.log(`\nLighthouse ${summaries[0].median.version}, performance, mobile preset, ${runs} runs per page`);
console.log(`${'served by'.padEnd(21)} ${'page'.padEnd(24)} ${'runs'.padEnd(15)} median      FCP      LCP      TBT    CLS`);
for (const { served, label, scores, median: run } of summaries) {
  console.log(
    `${servedLabels[served].padEnd(21)} ${label.padEnd(24)} ${scores.join(' ').padEnd(15)} ${String(run.score).padStart(6)} ${ms(run.fcp)} ${ms(run.lcp)} ${ms(run.tbt)} ${run.cls.toFixed(3).padStart(6)}`,
  );
}
