import { AdminMemberListQuerySchema, type AdminMemberListQuery } from '@venue-pass/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../../test/helpers/database.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../../test/helpers/tokens.ts';
import { createAdminMembersRepository } from './admin-members.repository.ts';

interface Member {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Date;
}

describe('admin members repository: search', () => {
  let database: TestDatabase;
  let repository: ReturnType<typeof createAdminMembersRepository>;
  beforeAll(async () => {
    database = await createTestDatabase();
    repository = createAdminMembersRepository(database.db, TEST_AUDIENCE);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await database.db.deleteFrom('members').execute();
    await database.db.deleteFrom('idp_accounts').execute();
  });

  async function insert(rows: { email: string; first_name: string; last_name: string; created_at?: Date; subject?: string }[]): Promise<Member[]> {
    return database.db
      .insertInto('members')
      .values(rows.map((row, n) => ({ issuer: TEST_ISSUER, subject: row.subject ?? `search-${n}-${row.email}`, ...row })))
      .returning(['id', 'email', 'first_name', 'last_name', 'created_at'])
      .execute();
  }

  async function everyPage(query: Partial<AdminMemberListQuery>): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 1000; page += 1) {
      const result = await repository.search(AdminMemberListQuerySchema.parse({ ...query, cursor }));
      ids.push(...result.items.map((item) => item.id));
      if (!result.nextCursor) return ids;
      cursor = result.nextCursor;
    }
    throw new Error('the pages never ended');
  }

  it('pages through many matches with ties in every sort key: each match once, in order, for each sort and direction', async () => {
    // Four instants for 240 members, names and e-mails that are equal once lower-cased, and a name six
    // members spread through the list have: too few for a walk in the list's order to find a page.
    const instants = [0, 1, 2, 3].map((n) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30, 15, 250)));
    const firstNames = ['Sam', 'sam', 'Sally', 'Ann', 'Salma'];
    const lastNames = ['Smith', 'SMITH', 'Stone', 'Avery', 'Sands', 'smith'];
    const members = await insert([
      ...Array.from({ length: 240 }, (_, n) => ({
        email: n % 10 === 0 ? `Twin${n % 30}@example.org` : `${['sam', 'ann', 'sally', 'zed'][n % 4]}.${n}@example.org`,
        first_name: n % 40 === 7 ? 'Quentin' : firstNames[n % firstNames.length]!,
        last_name: lastNames[Math.floor(n / 5) % lastNames.length]!,
        created_at: instants[n % instants.length]!,
      })),
      // For 'x' by e-mail: addresses at the end of the order, and first names whose addresses lie past
      // what a walk from the start reads but before those addresses.
      ...[1, 2, 3].flatMap((n) => [
        { email: `xavier${n}@example.org`, first_name: 'Sam', last_name: 'Stone', created_at: instants[0]! },
        { email: `tina.xena${n}@example.org`, first_name: 'Xena', last_name: 'Avery', created_at: instants[1]! },
      ]),
    ]);
    const matches = (q: string) => (member: Member) => {
      const starts = (text: string, prefix: string) => text.toLowerCase().startsWith(prefix.toLowerCase());
      if (/[@.\d]/.test(q)) return starts(member.email, q);
      const [first, ...rest] = q.split(' ');
      if (rest.length > 0) return starts(member.first_name, first!) && starts(member.last_name, rest.join(' '));
      return starts(member.first_name, q) || starts(member.last_name, q) || starts(member.email, q);
    };
    const keys = {
      email: (member: Member) => member.email.toLowerCase(),
      lastName: (member: Member) => member.last_name.toLowerCase(),
      createdAt: (member: Member) => member.created_at.toISOString(),
    };
    for (const q of ['s', 'SA', 'sam smi', 'twin', 'sally.', 'a', 'ann', 'quentin', 'x']) {
      const expected = members.filter(matches(q));
      expect(expected.length, q).toBeGreaterThan(5);
      for (const sort of ['email', 'lastName', 'createdAt'] as const) {
        // Small pages of a rare match leave every walk short of a page.
        const pages = q === 'quentin' || q === 'x' ? ([['asc', 2], ['desc', 1]] as const) : ([['asc', 9], ['desc', 7]] as const);
        for (const [order, limit] of pages) {
          const sorted = [...expected].sort((a, b) => {
            const [left, right] = [keys[sort](a), keys[sort](b)];
            const byKey = left < right ? -1 : left > right ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
            return order === 'asc' ? byKey : -byKey;
          });
          expect(await everyPage({ q, sort, order, limit }), `${q} by ${sort} ${order}, ${limit} a page`).toEqual(sorted.map((member) => member.id));
        }
      }
    }
    expect(await everyPage({ limit: 50 })).toHaveLength(members.length);
  });

  it('finds a member by the start of their e-mail address from a single word', async () => {
    await insert([
      { email: 'demo@venuepass.example', first_name: 'Dana', last_name: 'Ellis' },
      { email: 'someone@venuepass.example', first_name: 'Demetrius', last_name: 'Jones' },
      { email: 'other@venuepass.example', first_name: 'Olive', last_name: 'Demon' },
    ]);
    const emails = async (q: string) => (await repository.search(AdminMemberListQuerySchema.parse({ q }))).items.map((item) => item.email);
    expect(await emails('demo')).toEqual(['demo@venuepass.example', 'other@venuepass.example']);
    expect(await emails('DEM')).toEqual(['demo@venuepass.example', 'other@venuepass.example', 'someone@venuepass.example']);
  });

  it('leaves out staff, venue manager and operator accounts of the embedded provider, whatever is searched', async () => {
    const accounts = await database.db
      .insertInto('idp_accounts')
      .values(
        [
          { email: 'staff@venuepass.example', roles: { [TEST_AUDIENCE]: ['member', 'staff'] } },
          { email: 'operator@venuepass.example', roles: { [TEST_AUDIENCE]: ['admin'] } },
          { email: 'manager@venuepass.example', roles: { [TEST_AUDIENCE]: ['manager'] } },
          { email: 'member@venuepass.example', roles: { [TEST_AUDIENCE]: ['member'] } },
          { email: 'elsewhere@venuepass.example', roles: { 'another-client': ['staff', 'admin'], [TEST_AUDIENCE]: ['member'] } },
        ].map(({ email, roles }) => ({ email, password_hash: 'x', given_name: 'Venue', family_name: 'Person', roles: JSON.stringify(roles) })),
      )
      .returning(['id', 'email'])
      .execute();
    await insert(accounts.map((account) => ({ email: account.email, first_name: 'Venue', last_name: 'Person', subject: account.id })));
    const emails = async (query: Partial<AdminMemberListQuery>) => (await repository.search(AdminMemberListQuerySchema.parse(query))).items.map((item) => item.email);
    const members = ['elsewhere@venuepass.example', 'member@venuepass.example'];
    expect(await emails({})).toEqual(members);
    expect(await emails({ q: 'venue' })).toEqual(members);
    expect(await emails({ q: 'venue per' })).toEqual(members);
    expect(await emails({ q: 'staff@venuepass' })).toEqual([]);
    expect(await emails({ q: 'operator' })).toEqual([]);
    expect(await emails({ q: 'manager' })).toEqual([]);
    expect((await emails({ sort: 'createdAt', order: 'desc' })).sort()).toEqual(members);
  });
});
