import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { VISITOR_PAGE_SLOT } from '@venue-pass/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageScriptHashes, readSpaBuild, spaPlugin } from './spa.ts';

describe('spaPlugin', () => {
  const script = `console.log(${JSON.stringify('venue '.repeat(400))});`;
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-spa-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(distDir, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
    await writeFile(path.join(distDir, 'assets', 'index-abc.js.gz'), gzipSync(script));
    app = Fastify();
    await app.register(spaPlugin, { build: readSpaBuild(distDir) });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a built file to a client that accepts it, the gzip one otherwise', async () => {
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the file as built to a client that accepts no encoding', async () => {
    const plain = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still answers page addresses with index.html', async () => {
    const page = await app.inject({ url: '/offers', headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

describe('spaPlugin with the visitor pages', () => {
  const indexHtml = `<!doctype html><div id="root">Loading</div>${VISITOR_PAGE_SLOT}<script>showVisitorPage();</script>`;
  const site = {
    config: {
      api: {},
      site: { groupName: "Harbour City Pass $& Co's" },
      features: { appleWallet: false, googleWallet: false },
      version: '1.2.3',
    },
    version: { version: '1.2.3' },
  };
  let distDir: string;
  let ssrDir: string;

  /** A renderer as the web's bundle exports it: it paints the group name, and fails for /broken. */
  const renderer = `
    globalThis.renderedVisitorPages ??= [];
    export default {
      visitorPages: ['/', '/offers', '/broken'],
      async renderVisitorPage(pathname, { config }) {
        globalThis.renderedVisitorPages.push(pathname);
        if (pathname === '/broken') throw new Error('no such page');
        return '<main><h1>' + config.site.groupName + ' at ' + pathname + '</h1></main>';
      },
    };`;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-spa-'));
    ssrDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-ssr-'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(ssrDir, 'visitor-pages.mjs'), renderer);
  });

  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
    await rm(ssrDir, { recursive: true, force: true });
  });

  async function build(rendererFile = path.join(ssrDir, 'visitor-pages.mjs')) {
    const app = Fastify();
    await app.register(spaPlugin, { build: readSpaBuild(distDir), visitorPages: { rendererFile, site } });
    await app.ready();
    return app;
  }

  it('sends a visitor page painted into index.html, rendered with the configuration, gzipped for a client that accepts it', async () => {
    const app = await build();
    const page = await app.inject({ url: '/offers', headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(
      `<!doctype html><div id="root">Loading</div><template id="visitor-page" data-path="/offers"><main><h1>Harbour City Pass $& Co's at /offers</h1></main></template><script>showVisitorPage();</script>`,
    );

    const gzipped = await app.inject({ url: '/offers', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page.body);
    const again = await app.inject({ url: '/offers', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it('sends index.html as built for any other page, a page asked with a query, and a page the renderer fails', async () => {
    const app = await build();
    for (const url of ['/venues', '/?r=ABC123', '/broken']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(indexHtml);
    }
    await app.close();
  });

  it('renders each page once per process, and all of them as soon as the server listens', async () => {
    const app = await build();
    const rendered = (globalThis as { renderedVisitorPages?: string[] }).renderedVisitorPages ?? [];
    rendered.length = 0;
    await app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect([...rendered].sort()).toEqual(['/', '/broken', '/offers']));
    await app.inject({ url: '/' });
    await app.inject({ url: '/' });
    expect(rendered).toHaveLength(3);
    await app.close();
  });

  it('sends index.html as built when the web has no server-side bundle', async () => {
    const app = await build(path.join(ssrDir, 'missing.mjs'));
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(page.body).toBe(indexHtml);
    await app.close();
  });

  it("gives the CSP hash of each of index.html's inline scripts", () => {
    const hash = createHash('sha256').update('showVisitorPage();').digest('base64');
    expect(pageScriptHashes(readSpaBuild(distDir))).toEqual([`'sha256-${hash}'`]);
    expect(pageScriptHashes(readSpaBuild(path.join(distDir, 'nowhere')))).toEqual([]);
  });
});
