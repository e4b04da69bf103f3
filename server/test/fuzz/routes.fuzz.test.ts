import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/plugins/api-docs.ts';
import { seedDemoContent } from '../../src/seed/demo-content.ts';
import { type TestApp, buildTestApp } from '../helpers/build-app.ts';
import { TEST_AUDIENCE } from '../helpers/tokens.ts';
import { type JsonSchema, arbitraryFor, hostileText, hostileValue } from './json-schema-arbitrary.ts';

/**
 * Every operation of the served OpenAPI document, sent generated and hostile requests through
 * app.inject as a visitor, a member, a member of staff and with a broken token: no answer may be 5xx,
 * and a refused request (4xx) may change no row. Seeded and bounded, so `npm test` stays quick and a
 * failure repeats; FUZZ_RUNS and FUZZ_SEED widen or vary a local run.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 6);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261125);
const BODY_LIMIT = 1_048_576;

/**
 * What a refused request may change by design: the per-IP and per-number counters count attempts,
 * refused ones included (that is how a limit holds against someone guessing), and a wrong verification
 * code counts against its code, which stops working after a few (ADR 007).
 */
const COUNTS_ATTEMPTS = new Set(['rate_limit_counters']);
/** Kysely's own bookkeeping, which no request touches. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
const ATTEMPT_COLUMNS: Record<string, string[]> = { member_codes: ['attempts', 'voided_at'] };

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}
interface Caller {
  name: string;
  authorization?: string;
}
interface Tried {
  requests: number;
  statuses: Record<string, number>;
}

let t: TestApp;
let operations: Operation[];
let callers: Caller[];
let tables: string[];
let checksumBefore: string;
let changesBefore: number;
const tried = new Map<string, Tried>();

// Reading every table after each of some 4,000 requests took minutes; a row trigger counts writes, and the
// tables are read again only after a request that wrote something, which few refused requests do.
const CHANGE_COUNTER = sql.table('fuzz_row_writes');

async function countWrites(): Promise<void> {
  await sql`create table ${CHANGE_COUNTER} (n bigint not null)`.execute(t.database.db);
  await sql`insert into ${CHANGE_COUNTER} values (0)`.execute(t.database.db);
  await sql`create function fuzz_count_write() returns trigger language plpgsql as $$
    begin update fuzz_row_writes set n = n + 1; return null; end $$`.execute(t.database.db);
  for (const table of tables) {
    await sql`create trigger fuzz_count_write after insert or update or delete on ${sql.table(table)}
      for each row execute function fuzz_count_write()`.execute(t.database.db);
    await sql`create trigger fuzz_count_truncate after truncate on ${sql.table(table)}
      for each statement execute function fuzz_count_write()`.execute(t.database.db);
  }
}

async function writes(): Promise<number> {
  const { rows } = await sql<{ n: string }>`select n from ${CHANGE_COUNTER}`.execute(t.database.db);
  return Number(rows[0]!.n);
}

/** Whether the rows differ from the last call's, counting only what a refused request may not change. */
async function rowsChanged(): Promise<boolean> {
  const written = await writes();
  if (written === changesBefore) return false;
  changesBefore = written;
  const after = await checksum();
  const changed = after !== checksumBefore;
  checksumBefore = after;
  return changed;
}

async function checksum(): Promise<string> {
  const parts = tables.map(
    (table) => sql<{ digest: string }>`select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest
      from (select (to_jsonb(t) - ${sql.val(ATTEMPT_COLUMNS[table] ?? [])}::text[])::text as row_text from ${sql.table(table)} t) rows`,
  );
  const digests = await Promise.all(parts.map(async (query) => (await query.execute(t.database.db)).rows[0]!.digest));
  return digests.join(',');
}

function url(operation: Operation, pathValues: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A request valid by the schema, or that with one hostile change, drawn from the seed. */
function requestArbitrary(operation: Operation): fc.Arbitrary<InjectOptions & { label: string }> {
  const of = (where: Parameter['in']) => operation.parameters.filter((parameter) => parameter.in === where);
  const values = (parameters: Parameter[], hostile: boolean) =>
    fc.record(
      Object.fromEntries(
        parameters.map((parameter) => [
          parameter.name,
          hostile ? fc.oneof(hostileText, arbitraryFor(parameter.schema).map(text)) : arbitraryFor(parameter.schema).map(text),
        ]),
      ),
    );
  const validBody = arbitraryFor(operation.body);
  const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
    hostileValue,
    // One field changed to anything, one required field left out, or a field nobody declared added.
    fc.tuple(validBody, hostileValue, fc.nat()).map(([body, value, pick]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return value;
      const keys = Object.keys(body);
      return keys.length === 0 ? { extra: value } : { ...body, [keys[pick % keys.length]!]: value };
    }),
    fc.tuple(validBody, fc.nat()).map(([body, pick]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
      const keys = Object.keys(body);
      const copy: Record<string, unknown> = { ...body };
      if (keys.length > 0) delete copy[keys[pick % keys.length]!];
      return copy;
    }),
    fc.tuple(validBody, hostileValue).map(([body, value]) => (typeof body === 'object' && body !== null ? { ...body, isAdmin: value, id: value } : body)),
  );
  return fc.boolean().chain((hostile) =>
    fc
      .record({
        path: values(of('path'), hostile),
        query: values(of('query'), hostile),
        headers: values(of('header'), hostile),
        body: operation.body ? (hostile ? hostileBody : validBody) : fc.constant(undefined),
      })
      .map(({ path, query, headers, body }) => ({
        label: hostile ? 'hostile' : 'generated',
        method: operation.method as InjectOptions['method'],
        url: url(operation, path),
        query: query as Record<string, string>,
        headers: {
          ...(headers as Record<string, string>),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
      })),
  );
}

/** Bodies that never come out of a JSON encoder. */
function rawRequests(operation: Operation): (InjectOptions & { label: string })[] {
  const target = { method: operation.method as InjectOptions['method'], url: url(operation, {}) };
  return [
    { ...target, label: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"phoneNumber": ' },
    { ...target, label: 'prototype keys', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
    { ...target, label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { ...target, label: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
    { ...target, label: 'form-encoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
    { ...target, label: 'no content type', payload: '{}' },
    { ...target, label: 'JSON with a charset', headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
    { ...target, label: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
    { ...target, label: 'oversized body', headers: { 'content-type': 'application/json' }, payload: `{"a":"${'x'.repeat(BODY_LIMIT + 10)}"}` },
    { ...target, label: 'query of 2000 parameters', url: `${target.url}?${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}` },
  ];
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.database.db, null);
  const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
  const member = await t.sign({ sub: 'fuzz-member', email: 'fuzz-member@test.example' });
  const staff = await t.sign({
    sub: 'fuzz-staff',
    email: 'fuzz-staff@test.example',
    resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } },
    'pos-site-id': [1, 2],
  });
  callers = [
    { name: 'visitor' },
    { name: 'member', authorization: `Bearer ${member}` },
    { name: 'staff', authorization: `Bearer ${staff}` },
    { name: 'broken token', authorization: 'Bearer not.a.token' },
  ];
  // A member row is made on a token's first signed-in request; made here, a refused request later makes none.
  for (const caller of callers.slice(1, 3)) await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: caller.authorization! } });
  const names = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.database.db);
  tables = names.rows.map((row) => row.table_name).filter((name) => !COUNTS_ATTEMPTS.has(name) && !MIGRATION_TABLES.has(name));
  await countWrites();
  checksumBefore = await checksum();
  changesBefore = await writes();
}, 120_000);

afterAll(async () => {
  if (process.env['FUZZ_REPORT']) {
    const lines = [...tried].map(([name, each]) => `| ${name} | ${each.requests} | ${Object.entries(each.statuses).sort().map(([status, count]) => `${status}×${count}`).join(' ')} |`);
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
  await t.close();
});

describe('every route of the OpenAPI document under generated and hostile requests', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('never answers 5xx, and a refused request changes no row', async () => {
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      const record: Tried = tried.get(name) ?? { requests: 0, statuses: {} };
      tried.set(name, record);
      const generated = fc.sample(requestArbitrary(operation), { seed: SEED + index, numRuns: RUNS * callers.length });
      const requests = [...generated, ...rawRequests(operation)];
      for (const [n, request] of requests.entries()) {
        const caller = callers[n % callers.length]!;
        const options: InjectOptions = {
          ...request,
          headers: { ...(request.headers as Record<string, string>), ...(caller.authorization ? { authorization: caller.authorization } : {}) },
        };
        const response = await t.app.inject(options);
        record.requests += 1;
        record.statuses[response.statusCode] = (record.statuses[response.statusCode] ?? 0) + 1;
        const described = `${name} as ${caller.name} (${request.label}): ${JSON.stringify({ url: options.url, query: options.query, payload: String(options.payload ?? '').slice(0, 300) })}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${described} → ${response.body.slice(0, 200)}`);
        if ((await rowsChanged()) && response.statusCode >= 400 && response.statusCode < 500) {
          failures.push(`${response.statusCode} changed rows: ${described}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
