import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { executePrepared } from './prepared-statements.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('executePrepared', () => {
  it('answers as the statement does when run plainly', async () => {
    const statement = (n: number) => sql<{ n: number; word: string }>`select ${n}::int + 1 as n, ${'card'}::text as word`;
    const { rows } = await executePrepared(database.db, statement(41));
    expect(rows).toEqual([{ n: 42, word: 'card' }]);
    expect((await executePrepared(database.db, statement(1))).rows).toEqual((await statement(1).execute(database.db)).rows);
  });

  it.runIf(process.env['TEST_DATABASE_URL'])('has a PostgreSQL connection parse and plan a text once, then run it by name, and leaves other statements unnamed', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3]) await executePrepared(trx, sql`select ${n}::int as lookup_of_a_card`);
      await sql`select ${4}::int as plain_statement`.execute(trx);
      return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)).rows;
    });
    const lookups = prepared.filter((each) => each.statement.includes('lookup_of_a_card'));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.name).toMatch(/^vp_[A-Za-z0-9_-]{22}$/);
    expect(prepared.filter((each) => each.statement.includes('plain_statement'))).toEqual([]);
  });
});
