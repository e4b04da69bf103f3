import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import type { Database } from '../db/database.ts';
import { DuplicateEmailError, createAccountsRepository, memberRoles } from './accounts.repository.ts';
import { repeatBatches } from '../modules/scheduled-jobs/scheduler.ts';
import { createKyselyAdapterFactory, deleteExpiredModels } from './adapter.ts';
import { loadCookieKeys, loadSigningKeys } from './keys.ts';

let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb?.destroy();
});

beforeEach(async () => {
  await sql`truncate idp_models, idp_settings, account_action_tokens, idp_accounts`.execute(db);
});

describe('Kysely adapter', () => {
  const adapterFor = (kind: string) => createKyselyAdapterFactory(db)(kind);

  it('stores, finds by id and uid, and keeps kinds apart', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();
  });

  it('ignores expired rows on read and deletes them on cleanup', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('old', { grantId: 'g' }, 60);
    await db.updateTable('idp_models').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    await codes.upsert('fresh', { grantId: 'g' }, 60);
    expect(await codes.find('old')).toBeUndefined();
    expect(await deleteExpiredModels(db)).toBe(1);
    expect(await codes.find('fresh')).toBeDefined();
  });

  async function expiredRows(count: number, kind = 'Interaction'): Promise<void> {
    const expiresAt = new Date(Date.now() - 1000);
    const rows = Array.from({ length: count }, (_, index) => ({ kind, id: `${kind}-${index}`, payload: JSON.stringify({}), expires_at: expiresAt }));
    await db.insertInto('idp_models').values(rows).execute();
  }

  /** What the retention job 'expired-sign-in-rows' runs: batches until one comes back short. */
  const deleteAllExpiredModels = async (batchSize: number) =>
    (await repeatBatches({ shouldStop: () => false }, batchSize, (size) => deleteExpiredModels(db, size))).count;

  const storedRows = async () => Number((await db.selectFrom('idp_models').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);

  it('deletes expired rows of every kind a batch per statement, and all of them in a cleanup run', async () => {
    for (const kind of ['Interaction', 'Session', 'Grant', 'AuthorizationCode', 'RefreshToken']) await expiredRows(5, kind);
    await adapterFor('Session').upsert('live', { accountId: 'a1' }, 60);

    expect(await deleteExpiredModels(db, 10)).toBe(10);
    expect(await storedRows()).toBe(16);
    expect(await deleteAllExpiredModels(10)).toBe(15);
    expect(await storedRows()).toBe(1);
    expect(await adapterFor('Session').find('live')).toBeDefined();
  });

  // PGlite has one connection, so two instances' cleanups cannot meet there.
  it.runIf(process.env['TEST_DATABASE_URL'])('skips rows another instance is deleting instead of waiting for them', async () => {
    await expiredRows(6);
    const other = await testDb.reopen();
    await other.transaction().execute(async (trx) => {
      await trx.selectFrom('idp_models').select('id').where('id', 'in', ['Interaction-0', 'Interaction-1']).forUpdate().execute();
      const outcome = await Promise.race([deleteAllExpiredModels(2), sleep(3000).then(() => 'waited')]);
      expect(outcome).toBe(4);
    });
    expect(await deleteAllExpiredModels(2)).toBe(2);
  });

  it('marks consumed rows and revokes everything of a grant', async () => {
    const tokens = adapterFor('RefreshToken');
    await tokens.upsert('rt1', { grantId: 'g1' }, 60);
    await adapterFor('AccessToken').upsert('at1', { grantId: 'g1' }, 60);
    await adapterFor('AccessToken').upsert('at2', { grantId: 'g2' }, 60);
    await tokens.consume('rt1');
    expect((await tokens.find('rt1'))?.consumed).toEqual(expect.any(Number));
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('rt1')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('at1')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('at2')).toBeDefined();
  });

  it('finds by user code and destroys', async () => {
    const devices = adapterFor('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD' }, 60);
    expect(await devices.findByUserCode('ABCD')).toEqual({ userCode: 'ABCD' });
    await devices.destroy('d1');
    expect(await devices.find('d1')).toBeUndefined();
  });
});

describe('provider keys', () => {
  it('lets two instances starting together agree on one generated signing key and cookie key', async () => {
    const [a, b] = await Promise.all([loadSigningKeys(db, undefined), loadSigningKeys(db, undefined)]);
    expect(a.privateJwks).toEqual(b.privateJwks);
    expect(a.publicJwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(a.publicJwks.keys[0]!.d).toBeUndefined();
    const [c, d] = await Promise.all([loadCookieKeys(db, undefined), loadCookieKeys(db, undefined)]);
    expect(c).toEqual(d);
    expect(c).toHaveLength(1);
  });

  it('uses keys from the environment when given', async () => {
    const generated = await loadSigningKeys(db, undefined);
    await sql`truncate idp_settings`.execute(db);
    const configured = await loadSigningKeys(db, JSON.stringify(generated.privateJwks));
    expect(configured.publicJwks).toEqual(generated.publicJwks);
    expect(await loadCookieKeys(db, 'one, two')).toEqual(['one', 'two']);
    expect(await db.selectFrom('idp_settings').selectAll().execute()).toEqual([]);
  });

  it('refuses a configured JWKS without private keys', async () => {
    const { publicJwks } = await loadSigningKeys(db, undefined);
    await expect(loadSigningKeys(db, JSON.stringify(publicJwks))).rejects.toThrow(/private key/);
  });
});

describe('accounts repository', () => {
  const accounts = () => createAccountsRepository(db);

  it('hashes the password and verifies it, case-insensitively by e-mail', async () => {
    const created = await accounts().create({ email: 'Demo@VenuePass.example', password: 'demo password', givenName: 'Demo', familyName: 'Member', roles: memberRoles('venue-pass-api') });
    expect(created.password_hash).toMatch(/^scrypt\$/);
    expect(created.password_hash).not.toContain('demo password');
    expect(created.roles).toEqual({ 'venue-pass-api': ['member'] });
    expect((await accounts().verifyPassword('demo@venuepass.example', 'demo password'))?.id).toBe(created.id);
    expect(await accounts().verifyPassword('demo@venuepass.example', 'wrong password')).toBeUndefined();
    expect(await accounts().verifyPassword('nobody@venuepass.example', 'demo password')).toBeUndefined();
    expect(await accounts().findById(created.id)).toMatchObject({ email: 'Demo@VenuePass.example' });
    expect(await accounts().findById('not-a-uuid')).toBeUndefined();
  });

  it('raises a DuplicateEmailError for an e-mail in another case', async () => {
    await accounts().create({ email: 'a@venuepass.example', password: 'first password', givenName: 'A', familyName: 'B', roles: memberRoles('venue-pass-api') });
    await expect(
      accounts().create({ email: 'A@VENUEPASS.example', password: 'second password', givenName: 'A', familyName: 'B', roles: memberRoles('venue-pass-api') }),
    ).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('stores given roles and point-of-sale sites', async () => {
    const created = await accounts().create({
      email: 'staff@venuepass.example',
      password: 'staff password',
      givenName: 'S',
      familyName: 'T',
      roles: { 'venue-pass-api': ['member', 'staff'] },
      posSiteIds: [3],
    });
    expect(created).toMatchObject({ roles: { 'venue-pass-api': ['member', 'staff'] }, pos_site_ids: [3] });
  });
});
