import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityPlugin } from './security.ts';

describe('securityPlugin', () => {
  it("sets the headers on every answer Fastify writes, the route's own headers beside them", async () => {
    const app = Fastify();
    await app.register(securityPlugin, { extraOrigins: ['https://id.example'], hsts: false });
    app.get('/page', (_request, reply) => reply.header('cache-control', 'no-cache').send('a page'));
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

  it("computes helmet's headers from the options: HSTS only behind TLS, no COEP", () => {
    const plain = new Map(securityHeaders({ extraOrigins: [], hsts: false }));
    const behindTls = new Map(securityHeaders({ extraOrigins: [], hsts: true }));
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(behindTls.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(plain.has('cross-origin-embedder-policy')).toBe(false);
    expect(plain.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
