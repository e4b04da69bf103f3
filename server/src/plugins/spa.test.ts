import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa.ts';

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
    await app.register(spaPlugin, { distDir });
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
