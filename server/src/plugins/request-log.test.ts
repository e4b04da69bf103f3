import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../test/helpers/tokens.ts';
import { buildApp } from '../app.ts';
import { deriveConfig, parseEnv } from '../config/env.ts';
import { OPENAPI_PATH } from './api-docs.ts';

describe('request log', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    // With the embedded provider, so the console's staff list is served too.
    const config = deriveConfig(
      parseEnv({ EMBEDDED_IDP: 'true', OIDC_ISSUER: TEST_ISSUER, API_AUDIENCE: TEST_AUDIENCE, WEB_DIST_DIR: '/nonexistent' }),
    );
    app = await buildApp({ config, db: database.db, tokenKeys: (await createTestIssuer()).keys, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('writes one line per request at info, with its status, time and the query string redacted', async () => {
    lines = [];
    await app.inject({ method: 'GET', url: '/version.json' });
    await app.inject({ method: 'GET', url: '/api/vouchers/lookup?phoneNumber=07911123456' });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/version.json' }, res: { statusCode: 200 } });
    expect(lines[0]!['responseTime']).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ req: { url: '/api/vouchers/lookup?phoneNumber=[redacted]' } });
    expect(lines[2]).toMatchObject({ msg: 'request completed', req: { url: '/api/no-such-route' }, res: { statusCode: 404 } });
  });

  it('keeps console searches out of the log: /api/admin/members?q=someone@example.org', async () => {
    lines = [];
    await app.inject({ method: 'GET', url: '/api/admin/members?q=someone%40example.org&sort=email&limit=10' });
    await app.inject({ method: 'GET', url: '/api/admin/members?limit=10&q=Name' });
    expect(lines.map((line) => (line['req'] as { url: string }).url)).toEqual([
      '/api/admin/members?q=[redacted]&sort=email&limit=10',
      '/api/admin/members?limit=10&q=[redacted]',
    ]);
  });

  it('redacts every free-text query parameter of the console, the cursor (which holds a sort key) included', async () => {
    const document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { type?: string; enum?: unknown[]; format?: string } }[] }>>;
    }>();
    const freeText = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((each) => path.startsWith('/api/admin/') && each.in === 'query')
          .filter((each) => each.schema?.type === 'string' && !each.schema.enum && !each.schema.format)
          .map((each) => ({ path: path.replace('{id}', '1'), name: each.name })),
      ),
    );
    expect([...new Set(freeText.map((each) => each.name))]).toEqual(expect.arrayContaining(['q', 'cursor', 'actor', 'action', 'entityId']));
    for (const { path, name } of freeText) {
      lines = [];
      await app.inject({ method: 'GET', url: `${path}?limit=5&${name}=Ada%20Lovelace%20ada%40example.org` });
      expect(lines.map((line) => (line['req'] as { url: string }).url)).toEqual([`${path}?limit=5&${name}=[redacted]`]);
    }
  });
});
