import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { type ChangeSubscription, listenForChanges } from './change-notifications.ts';
import { writtenTables } from './local-writes.ts';

describe('writtenTables', () => {
  it.each([
    ['insert into "members" ("email") values ($1)', ['members']],
    ['update "members" set "is_vip" = $1 where "id" = $2', ['members']],
    ['delete from favourite_venues where member_id = $1', ['favourite_venues']],
    ['truncate table member_photos', ['member_photos']],
    ['with gone as (delete from "offers" returning id) update venues set active = false', ['offers', 'venues']],
    ['select * from "members" where "id" = $1', []],
    ['select 1 from members for update', []],
    // A statement executePrepared runs opens with a comment.
    ['/* prepared */ select 1 from members for update of members', []],
    ['/* prepared */ with named as (select 1) insert into staff_lookups (venue_id) select 1 from named', ['staff_lookups']],
  ])('%s', (statement, tables) => {
    expect(writtenTables(statement)).toEqual(tables);
  });
});

describe("this process's own commits", () => {
  let database: TestDatabase;
  let subscription: ChangeSubscription;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    subscription = await listenForChanges(database.db, {
      channel: 'nobody_sends_this',
      tables: ['venues'],
      onChange: () => heard.push('venues'),
    });
  });
  afterAll(async () => {
    await subscription.close();
    await database.destroy();
  });

  const addVenue = (name: string) => sql`insert into venues (name, description, logo_url) values (${name}, 'x', '/v.svg')`;

  it('reports an autocommitted write as soon as it returns, and nothing for reads or other tables', async () => {
    heard.length = 0;
    await addVenue('Autocommit').execute(database.db);
    expect(heard).toEqual(['venues']);
    await sql`select * from venues`.execute(database.db);
    await sql`update members set is_vip = false where false`.execute(database.db);
    expect(heard).toEqual(['venues']);
  });

  it('reports a transaction once, after its commit, and a rolled-back one never', async () => {
    heard.length = 0;
    await database.db.transaction().execute(async (trx) => {
      await addVenue('In a transaction').execute(trx);
      await addVenue('And another').execute(trx);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['venues']);

    await database.db
      .transaction()
      .execute(async (trx) => {
        await addVenue('Rolled back').execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(heard).toEqual(['venues']);
  });

  it('stops reporting once the subscription is closed', async () => {
    const other = await listenForChanges(database.db, { channel: 'nobody_sends_this', tables: ['venues'], onChange: () => heard.push('closed') });
    await other.close();
    heard.length = 0;
    await addVenue('After closing').execute(database.db);
    expect(heard).toEqual(['venues']);
  });
});
