import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ActionTokenPurpose } from './action-tokens.table.ts';

/** How long each kind of link works. */
export const ACTION_TOKEN_LIFETIME_MS: Record<ActionTokenPurpose, number> = {
  'staff-invitation': 7 * 86_400_000,
  'password-reset': 30 * 60_000,
};

/** 256 random bits, base64url: what every link carries and nothing else can be. */
export const ActionTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OpenActionToken {
  tokenHash: string;
  accountId: string;
  email: string;
  roles: Record<string, string[]>;
}

/**
 * The single-use links that set an account's password (staff invitations, password resets). The token
 * in the link is the only secret; the database holds its SHA-256, so a copy of the database opens nothing.
 */
export function createActionTokens(db: Executor) {
  return {
    /** Stores a new link for the account and returns the token to put in it. */
    async issue(accountId: string, purpose: ActionTokenPurpose): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('account_action_tokens')
        .values({ token_hash: hashOf(token), account_id: accountId, purpose, expires_at: new Date(Date.now() + ACTION_TOKEN_LIFETIME_MS[purpose]) })
        .execute();
      return token;
    },

    /** The account a link still opens: unused, unexpired and of this purpose. */
    async open(token: string, purpose: ActionTokenPurpose): Promise<OpenActionToken | undefined> {
      if (!ActionTokenPattern.test(token)) return undefined;
      const row = await db
        .selectFrom('account_action_tokens')
        .innerJoin('idp_accounts', 'idp_accounts.id', 'account_action_tokens.account_id')
        .select(['account_action_tokens.token_hash', 'idp_accounts.id', 'idp_accounts.email', 'idp_accounts.roles'])
        .where('account_action_tokens.token_hash', '=', hashOf(token))
        .where('account_action_tokens.purpose', '=', purpose)
        .where('account_action_tokens.used_at', 'is', null)
        .where('account_action_tokens.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row && { tokenHash: row.token_hash, accountId: row.id, email: row.email, roles: row.roles };
    },

    /**
     * Marks the link used; false when it was used or expired meanwhile. Of two submits racing, only the
     * one whose update marks the row goes on, so call it in the transaction of the change it allows.
     */
    async use(tokenHash: string): Promise<boolean> {
      const marked = await db
        .updateTable('account_action_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return marked.numUpdatedRows > 0n;
    },
  };
}
export type ActionTokens = ReturnType<typeof createActionTokens>;
