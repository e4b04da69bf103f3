import { sql } from 'kysely';
import { ROLES, type Role } from '@venue-pass/contracts';
import type { Executor } from '../db/database.ts';
import type { IdpAccount } from './identity.tables.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * Whether the account (in scope as `idp_accounts`) holds any of `roles` of the API client: one containment
 * per role, which the GIN index idp_accounts_roles answers from the few accounts holding it rather than
 * reading every account's roles (a city's members all have accounts; ADR 075).
 */
export function holdsAnyRole(client: string, roles: Role[]) {
  return sql<boolean>`(${sql.join(
    roles.map((role) => sql`idp_accounts.roles @> ${JSON.stringify({ [client]: [role] })}::jsonb`),
    sql` or `,
  )})`;
}

/** The address is not in the message: messages end up in logs. */
export class DuplicateEmailError extends Error {
  constructor() {
    super('An account with this e-mail address already exists');
    this.name = 'DuplicateEmailError';
  }
}

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** Keycloak-style client roles: registration gives memberRoles(API_AUDIENCE). */
  roles: Record<string, string[]>;
  posSiteIds?: number[];
}

/** A provider session and the grant it holds for the client, by their ids in idp_models. */
export interface SessionToKeep {
  sessionId?: string | undefined;
  grantId?: string | undefined;
}

/** Roles of the API's client (API_AUDIENCE), as an account stores them. */
export function clientRoles(apiAudience: string, ...roles: Role[]): Record<string, Role[]> {
  return { [apiAudience]: roles };
}

/** What registration grants: the member role of the API's client and nothing else. */
export const memberRoles = (apiAudience: string) => clientRoles(apiAudience, ROLES.member);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';

// Compared against when the e-mail is unknown, so a miss costs as long as a wrong password and
// response times do not reveal which addresses have accounts.
const decoyHash = hashPassword('decoy password that never matches');

export function createAccountsRepository(db: Executor) {
  async function findByEmail(email: string): Promise<IdpAccount | undefined> {
    return db
      .selectFrom('idp_accounts')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
  }

  async function findById(id: string): Promise<IdpAccount | undefined> {
    // Subjects come from tokens and cookies; a non-UUID would make PostgreSQL raise instead of miss.
    if (!UUID.test(id)) return undefined;
    return db.selectFrom('idp_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** What the account may do: its client roles and venues, and nothing else of the row (it is kept in memory). */
  async function findGrant(id: string): Promise<Pick<IdpAccount, 'roles' | 'pos_site_ids'> | undefined> {
    if (!UUID.test(id)) return undefined;
    return db.selectFrom('idp_accounts').select(['roles', 'pos_site_ids']).where('id', '=', id).executeTakeFirst();
  }

  async function create(input: NewAccount): Promise<IdpAccount> {
    const email = input.email.trim();
    const passwordHash = await hashPassword(input.password);
    try {
      return await db
        .insertInto('idp_accounts')
        .values({
          email,
          password_hash: passwordHash,
          given_name: input.givenName.trim(),
          family_name: input.familyName.trim(),
          roles: JSON.stringify(input.roles),
          pos_site_ids: JSON.stringify(input.posSiteIds ?? []),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new DuplicateEmailError();
      throw error;
    }
  }

  /** The account when the password matches, otherwise undefined. */
  async function verifyPasswordFor(email: string, password: string): Promise<IdpAccount | undefined> {
    const account = await findByEmail(email);
    if (!account) {
      await verifyPassword(password, await decoyHash);
      return undefined;
    }
    return (await verifyPassword(password, account.password_hash)) ? account : undefined;
  }

  /**
   * Signs the account out everywhere: its sessions, grants and every token they issued go, except the
   * session and grant in `keep` (the browser changing its own password stays signed in).
   */
  async function endSessions(id: string, keep: SessionToKeep = {}): Promise<void> {
    let query = db.deleteFrom('idp_models').where(sql<string>`payload->>'accountId'`, '=', id);
    const { sessionId, grantId } = keep;
    if (sessionId) query = query.where((eb) => eb.not(eb.and([eb('kind', '=', 'Session'), eb('id', '=', sessionId)])));
    if (grantId) {
      query = query
        .where((eb) => eb.not(eb.and([eb('kind', '=', 'Grant'), eb('id', '=', grantId)])))
        .where((eb) => eb.or([eb('grant_id', 'is', null), eb('grant_id', '<>', grantId)]));
    }
    await query.execute();
  }

  /**
   * Sets a new password (hashed beforehand, so the transaction waits for no hashing) and ends every
   * session and refresh token of the account but those in `keep`, so whoever knew the old one is signed
   * out. Run it in the transaction that allowed the change.
   */
  async function replacePassword(id: string, passwordHash: string, keep: SessionToKeep = {}): Promise<void> {
    await db.updateTable('idp_accounts').set({ password_hash: passwordHash, password_set_at: new Date() }).where('id', '=', id).execute();
    await endSessions(id, keep);
  }

  return { create, endSessions, findByEmail, findById, findGrant, replacePassword, verifyPassword: verifyPasswordFor };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
