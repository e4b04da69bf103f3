import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityPlugin } from '../plugins/security.ts';
import { copyReplyHeadersToRaw } from './raw-response-headers.ts';

describe('copyReplyHeadersToRaw', () => {
  it("puts the reply's headers on an answer written to the raw response, as the identity provider writes its own", async () => {
    const app = Fastify();
    await app.register(securityPlugin, { extraOrigins: [], hsts: false, isDataPath: () => false });
    const rawAnswer = (_request: unknown, reply: { hijack(): void; raw: { end(body: string): void } }) => {
      reply.hijack();
      reply.raw.end('written past the reply');
    };
    await app.register(async (scope) => {
      scope.addHook('onRequest', copyReplyHeadersToRaw);
      scope.get('/copied', rawAnswer);
    });
    app.get('/not-copied', rawAnswer);

    const copied = await app.inject({ method: 'GET', url: '/copied' });
    expect(copied.body).toBe('written past the reply');
    expect(copied.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(copied.headers['x-content-type-options']).toBe('nosniff');
    const notCopied = await app.inject({ method: 'GET', url: '/not-copied' });
    expect(notCopied.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });
});
