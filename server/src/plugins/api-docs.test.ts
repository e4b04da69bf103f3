import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/helpers/build-app.ts';
import { API_DOCS_PATH, BEARER_SCHEME, OPENAPI_PATH } from './api-docs.ts';

const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: unknown[];
  requestBody?: unknown;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let t: TestApp;
let document: Document;

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${url}`, operation]),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vp-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      // lint exits 1 when it finds errors; the JSON report says which.
      const { stdout } = await promisify(execFile)(process.execPath, [redoclyCli, 'lint', file, '--format=json'], {
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout: string }) => error);
      const problems = (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
      const errors = problems.filter((problem) => problem.severity === 'error');
      expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('holds the product API only, not the identity provider, its pages or the site', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((url) => !url.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((url) => url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH))).toEqual([]);
  });

  it('gives every operation an operationId, a summary, tags and its refusals', () => {
    const ids = new Set<string>();
    for (const [name, operation] of operations()) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(operation.operationId!), `${name} repeats ${operation.operationId}`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
    }
  });

  it('asks for the bearer token on exactly the routes that need one', () => {
    expect(document.components.securitySchemes[BEARER_SCHEME]).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const of = (name: string) => operations().find(([each]) => each === name)?.[1];
    // requireMember
    expect(of('GET /api/me')?.security).toEqual([{ [BEARER_SCHEME]: [] }]);
    expect(of('GET /api/me')?.responses).toHaveProperty('401');
    // updateProfile and photos check the token in onRequest
    expect(of('POST /api/me/photo')?.security).toEqual([{ [BEARER_SCHEME]: [] }]);
    // identifyMember: a visitor may call it, a member's token personalises it
    expect(of('GET /api/venues')?.security).toEqual([{}, { [BEARER_SCHEME]: [] }]);
    // public
    expect(of('POST /api/vouchers/send')?.security).toEqual([]);
    expect(of('GET /api/proof-of-work')?.security).toEqual([]);
  });

  it('answers 400 for every operation that takes input', () => {
    const withInput = operations().filter(([, operation]) => operation.parameters?.length || operation.requestBody);
    expect(withInput.length).toBeGreaterThan(10);
    for (const [name, operation] of withInput) expect(Object.keys(operation.responses), name).toContain('400');
  });
});

describe('GET /api/docs', () => {
  it('serves a browsable reference whose scripts and styles come from this server, allowed by the CSP', async () => {
    let page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    if (page.statusCode === 302) page = await t.app.inject({ method: 'GET', url: new URL(page.headers.location!, 'http://localhost/api/').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Only WebAssembly compilation is allowed (the staff screen's decoder), never eval.
    expect(csp).not.toMatch(/script-src[^;]*\s'unsafe-(eval|inline)'/);
    // An inline script would be refused by script-src 'self'.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    const bodies = new Map<string, string>();
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `http://localhost${API_DOCS_PATH}/`).pathname;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      bodies.set(url, response.body);
    }
    const initializer = [...bodies].find(([url]) => url.endsWith('swagger-initializer.js'));
    expect(initializer?.[1]).toContain('SwaggerUIBundle');
  });
});
