import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import type { Database } from '../db/database.ts';
import { createAccountsRepository, holdsAnyRole } from './accounts.repository.ts';

const CLIENT = 'venue-pass-api';
let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const accounts = createAccountsRepository(db);
  const account = (email: string, roles: Record<string, string[]>) =>
    accounts.create({ email, password: 'a password of some length', givenName: 'A', familyName: 'B', roles });
  await account('member@roles.test', { [CLIENT]: ['member'] });
  await account('staff@roles.test', { [CLIENT]: ['staff'] });
  await account('operator@roles.test', { [CLIENT]: ['member', 'admin'] });
  await account('elsewhere@roles.test', { 'another-client': ['admin'] });
});
afterAll(() => testDb.destroy());

describe('holdsAnyRole', () => {
  it("finds the accounts holding one of the roles of the API client, and no other client's", async () => {
    const found = await db.selectFrom('idp_accounts').select('email').where(holdsAnyRole(CLIENT, ['staff', 'admin'])).orderBy('email').execute();
    expect(found.map((row) => row.email)).toEqual(['operator@roles.test', 'staff@roles.test']);
  });

  it('is answered from the roles index, not by reading every account (a city has one per member)', async () => {
    // Told to avoid sequential scans, the planner still uses one only when no index can answer.
    await db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      try {
        const plan = await sql<Record<string, string>>`explain select id from idp_accounts where ${holdsAnyRole(CLIENT, ['staff', 'admin'])}`.execute(conn);
        expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('idp_accounts_roles');
      } finally {
        await sql`reset enable_seqscan`.execute(conn);
      }
    });
  });
});
