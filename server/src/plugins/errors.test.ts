import Fastify, { type FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { errorsPlugin } from './errors.ts';

/** Failures the way they reach the handler: thrown by a route or hook, sent, or raised by the database. */
const failures: Record<string, () => unknown> = {
  'a thrown Error': () => {
    throw new Error('cannot read properties of undefined (reading "id") at /srv/app/src/x.ts:1:1');
  },
  'a database error': () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' });
  },
  'an error with a 5xx status': () => {
    throw Object.assign(new Error('upstream said: stack at handler'), { statusCode: 502 });
  },
  'a thrown string': () => {
    throw 'plain text failure';
  },
};

async function buildApp() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } });
  await app.register(errorsPlugin);
  for (const [index, fail] of Object.values(failures).entries()) app.get(`/fail/${index}`, async () => fail());
  app.get('/hook', { onRequest: async () => failures['a thrown Error']!() }, async () => 'never');
  app.get('/refused', async () => {
    throw new DomainError('invalid', 'Choose a venue.', { fields: { venueId: ['Choose a venue.'] }, cause: new Error('the cause, with its stack') });
  });
  app.get('/client-error', async () => {
    throw Object.assign(new Error('Bad thing in the request'), { statusCode: 400 }) as FastifyError;
  });
  return { app, lines };
}

describe('errorsPlugin', () => {
  it.each([...Object.keys(failures).map((name, index) => [name, `/fail/${index}`]), ['an error in an onRequest hook', '/hook']])(
    'answers %s with a bare 5xx message and keeps the stack for the log',
    async (_label, url) => {
      const { app, lines } = await buildApp();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
      expect(response.body).not.toMatch(/ at |stack|\.ts:|0x00|upstream|plain text/);
      expect(lines.some((line) => line['msg'] === 'request failed' && typeof (line['err'] as { stack?: unknown }).stack === 'string')).toBe(true);
      await app.close();
    },
  );

  it("answers a domain error with its own words and fields, never its cause's", async () => {
    const { app } = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Choose a venue.', errors: { venueId: ['Choose a venue.'] } });
    await app.close();
  });

  it('answers a 4xx error with its message alone', async () => {
    const { app } = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/client-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad thing in the request' });
    await app.close();
  });
});
