import { createKeyedSnapshots } from '../../db/snapshot.ts';
import type { AccountsRepository } from '../../oidc/accounts.repository.ts';
import type { Principal } from './token-verifier.ts';

/** What a signed-in user may do now: client roles flattened to `client/role` (R-ROLES-07) and their venues (pos-site-id). */
export interface Grant {
  readonly roles: readonly string[];
  readonly posSiteIds: readonly number[];
}

/** Where the current grant of a token's holder is read; undefined when they hold none (an account removed). */
export interface GrantSource {
  forPrincipal(principal: Principal): Promise<Grant | undefined>;
}

/**
 * With an external Keycloak the database holds no grants: the token's claims are the grant, for as long as
 * the realm lets an access token live (ADR 052, docs/KEYCLOAK.md).
 */
export const tokenGrants: GrantSource = {
  forPrincipal: async ({ roles, posSiteIds }) => ({ roles, posSiteIds }),
};

export interface AccountGrantsOptions {
  accounts: Pick<AccountsRepository, 'findGrant'>;
  /** Bounds how long a missed change notification could leave a grant stale. */
  ttlSeconds: number;
  /** Told of every read, for the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
  /** The most accounts kept. */
  max?: number;
}

/**
 * The embedded provider's accounts' grants as they are now, not as the token was issued: kept in memory by
 * account id (the token's subject) and dropped when the database announces a change to one
 * (`grant_changed`, migration 2026_11_29_210600) or this process commits a write to `idp_accounts`, so a
 * staff member the console removes or moves is refused within moments on every instance (ADR 052).
 */
export function createAccountGrants({ accounts, ttlSeconds, max = 10_000, onLookup }: AccountGrantsOptions) {
  const grants = createKeyedSnapshots<Grant | undefined>({
    load: async (accountId) => {
      const row = await accounts.findGrant(accountId);
      if (!row) return undefined;
      const roles = Object.entries(row.roles).flatMap(([client, names]) => names.map((role) => `${client}/${role}`));
      // Shared by every request of the account until it changes: nobody may edit it in place.
      return Object.freeze({ roles: Object.freeze(roles), posSiteIds: Object.freeze([...row.pos_site_ids]) });
    },
    ttlMs: ttlSeconds * 1000,
    max,
    ...(onLookup ? { onLookup } : {}),
  });

  return {
    forPrincipal: (principal: Principal): Promise<Grant | undefined> => grants.get(principal.subject),

    /** Forgets one account's grant, or every account's when no id is given. */
    invalidate(accountId?: string): void {
      if (accountId) grants.invalidate(accountId);
      else grants.invalidateAll();
    },
  };
}
