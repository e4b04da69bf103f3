import { AdminMessages, PartnerMessages, ROLES, StaffMessages, clientRole } from '@venue-pass/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.ts';
import type { GrantSource } from './account-grants.ts';
import { EVERY_VENUE, type Scope, inScope } from './scope.ts';

/** The roles a route is guarded by. */
export type GuardedRole = typeof ROLES.staff | typeof ROLES.manager | typeof ROLES.admin;

const REFUSALS: Record<GuardedRole, string> = {
  [ROLES.staff]: StaffMessages.staffOnly,
  [ROLES.manager]: PartnerMessages.managerOnly,
  [ROLES.admin]: AdminMessages.adminOnly,
};

/** Who may act in a role: a venue manager may do at their venues all that their staff may (issue 25). */
const HELD_BY: Record<GuardedRole, readonly GuardedRole[]> = {
  [ROLES.staff]: [ROLES.staff, ROLES.manager],
  [ROLES.manager]: [ROLES.manager],
  [ROLES.admin]: [ROLES.admin],
};

export interface RoleOptions {
  /**
   * The role acts for the venues of the caller's current grant, which become their scope. `venueIn` names
   * the part of the request whose `venueId` is the venue it acts at, refused outside the scope: the guard
   * then runs as a preHandler, after validation and before the handler writes anything.
   */
  sites?: { venueIn?: 'query' | 'body' };
}

export interface RoleGuardOptions {
  /** The client whose roles the API reads (API_AUDIENCE). */
  apiAudience: string;
  /** The caller's current grant: the database's with the embedded provider, the token's with Keycloak (ADR 052). */
  grants: GrantSource;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// The API's document marks a guarded route as needing the bearer token by finding its guard among the route's hooks.
const guards = new WeakSet<Guard>();

export function isRoleGuard(hook: unknown): boolean {
  return typeof hook === 'function' && guards.has(hook as Guard);
}

/**
 * The one guard of staff and console routes (ADR 083): it authenticates, checks the role, and puts the
 * caller's scope on the request. A site-bound role is read from the current grant, so a staff member the
 * console removes or moves is refused at once (ADR 052); the operator's role is read from the token, and
 * their scope is every venue.
 */
export function createRoleGuard({ apiAudience, grants, authenticate }: RoleGuardOptions) {
  return function requireRole(role: GuardedRole, { sites }: RoleOptions = {}) {
    const holders = HELD_BY[role].map((holder) => clientRole(apiAudience, holder));
    const holds = (roles: readonly string[]) => holders.some((holder) => roles.includes(holder));
    const guard: Guard = async (request, reply) => {
      await authenticate(request, reply);
      const principal = request.principal!;
      if (!sites) {
        if (!holds(principal.roles)) throw new DomainError('forbidden', REFUSALS[role]);
        request.scope = EVERY_VENUE;
        return;
      }
      const grant = await grants.forPrincipal(principal);
      if (!grant || !holds(grant.roles)) throw new DomainError('forbidden', REFUSALS[role]);
      const scope: Scope = { kind: 'venues', venueIds: grant.posSiteIds };
      const venueId = sites.venueIn ? (request[sites.venueIn] as { venueId?: number } | undefined)?.venueId : undefined;
      if (venueId !== undefined && !inScope(scope, venueId)) throw new DomainError('forbidden', StaffMessages.otherVenue);
      request.scope = scope;
    };
    guards.add(guard);
    return guard;
  };
}
export type RequireRole = ReturnType<typeof createRoleGuard>;
