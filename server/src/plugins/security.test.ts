import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { dataSecurityHeaders, securityHeaders, securityPlugin } from './security.ts';

describe('securityPlugin', () => {
  async function buildApp() {
    const app = Fastify();
    await app.register(securityPlugin, { extraOrigins: ['https://id.example'], hsts: false, isDataPath: (url) => url.startsWith('/data/') });
    app.get('/page', (_request, reply) => reply.header('cache-control', 'no-cache').send('a page'));
    app.get('/data/list', (_request, reply) => reply.header('cache-control', 'no-cache').send({ items: [] }));
    return app;
  }

  it("sets the document headers on every other answer Fastify writes, the route's own headers beside them", async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://id.example");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
    const notFound = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('sets the data headers where isDataPath says so, on answers and on 404s alike', async () => {
    const app = await buildApp();
    for (const url of ['/data/list', '/data/nothing-here?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
    const list = await app.inject({ method: 'GET', url: '/data/list' });
    expect(list.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it("computes helmet's headers from the options: HSTS only behind TLS, no COEP", () => {
    const plain = new Map(securityHeaders({ extraOrigins: [], hsts: false }));
    const behindTls = new Map(securityHeaders({ extraOrigins: [], hsts: true }));
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(behindTls.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(plain.has('cross-origin-embedder-policy')).toBe(false);
    expect(plain.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(new Map(dataSecurityHeaders({ extraOrigins: [], hsts: true })).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(new Map(dataSecurityHeaders({ extraOrigins: [], hsts: false })).has('strict-transport-security')).toBe(false);
  });

  it("allows inline scripts by their hashes only, eval still refused", () => {
    const csp = new Map(securityHeaders({ extraOrigins: [], hsts: false, scriptHashes: ["'sha256-abc='"] })).get('content-security-policy');
    const scriptSrc = csp?.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
  });
});
