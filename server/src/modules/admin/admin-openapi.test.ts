import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

describe('the console in /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ EMBEDDED_IDP: 'true' });
  });
  afterAll(() => t.close());

  it('documents every /api/admin operation with a tag, a summary and its 401 and 403', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(spec.paths as Record<string, Record<string, { tags?: string[]; summary?: string; responses: Record<string, unknown> }>>)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.length).toBeGreaterThan(40);
    for (const { path, method, operation } of operations) {
      expect(operation.tags?.[0], `${method} ${path}`).toMatch(/^admin: /);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
