import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from './build-app.ts';
import { TEST_AUDIENCE } from './tokens.ts';

/** The demo operator's claims as the provider would issue them. */
export const OPERATOR = { sub: 'operator-1', email: 'operator@test.example', given_name: 'Olive', family_name: 'Operator' } as const;

export function adminToken(t: TestApp): Promise<string> {
  return t.sign({ ...OPERATOR, resource_access: { [TEST_AUDIENCE]: { roles: ['admin'] } } });
}

/** Headers for a request as the operator. */
export async function asAdmin(t: TestApp): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken(t)}` };
}

/**
 * A digest of every row of every table: equal before and after a refused request proves that it wrote
 * nothing anywhere.
 */
export async function databaseDigest(t: TestApp): Promise<string> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(t.database.db);
  const parts: string[] = [];
  for (const { table_name } of rows) {
    const { rows: digest } = await sql<{ d: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as d from ${sql.table(table_name)} t`.execute(t.database.db);
    parts.push(`${table_name}:${digest[0]?.d ?? ''}`);
  }
  return parts.join('\n');
}

/**
 * Sends the request anonymously (401), as a member and as staff (403 each), and checks that none of
 * them changed a row anywhere.
 */
export async function expectOperatorsOnly(t: TestApp, request: InjectOptions): Promise<void> {
  const before = await databaseDigest(t);
  const anonymous = await t.app.inject(request);
  expect(anonymous.statusCode).toBe(401);
  const member = await t.sign({ sub: 'member-x', resource_access: { [TEST_AUDIENCE]: { roles: ['member'] } } });
  const staff = await t.sign({ sub: 'staff-x', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [1] });
  // An admin role of another client is not the API's admin role.
  const otherClient = await t.sign({ sub: 'other-x', resource_access: { 'another-client': { roles: ['admin'] } } });
  for (const token of [member, staff, otherClient]) {
    const response = await t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
  }
  expect(await databaseDigest(t)).toBe(before);
}

/** Headers for a request as a venue manager of `venueIds` (with Keycloak the token's claims are the grant: ADR 052). */
export async function asManager(t: TestApp, venueIds: readonly number[], subject = 'manager-1'): Promise<Record<string, string>> {
  const token = await t.sign({
    sub: subject,
    email: `${subject}@test.example`,
    given_name: 'Morgan',
    family_name: 'Quay',
    resource_access: { [TEST_AUDIENCE]: { roles: ['manager'] } },
    'pos-site-id': venueIds.map(String),
  });
  return { authorization: `Bearer ${token}` };
}

export async function auditRows(t: TestApp) {
  return t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}

/** Opening hours 09:00 to 17:00 every day, in the wire form. */
export const NINE_TO_FIVE = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}StartTime`, '09:00'],
    [`${day}StopTime`, '17:00'],
  ]),
);

/**
 * Makes every insert into audit_log fail, to show that a change whose audit entry cannot be written
 * does not happen either (one transaction). Returns the undo.
 */
export async function breakAuditLog(t: TestApp): Promise<() => Promise<void>> {
  await sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`.execute(t.database.db);
  await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(t.database.db);
  return async () => {
    await sql`drop trigger refuse_audit on audit_log`.execute(t.database.db);
    await sql`drop function refuse_audit()`.execute(t.database.db);
  };
}
