import { ROLES, StaffMessages, clientRole } from '@venue-pass/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { GrantSource } from './account-grants.ts';
import type { Principal } from './token-verifier.ts';

export interface StaffAccessOptions {
  /** The client whose roles the API reads (API_AUDIENCE). */
  apiAudience: string;
  /** The caller's current grant: the database's with the embedded provider, the token's with Keycloak (ADR 052). */
  grants: GrantSource;
}

/**
 * The one check every staff request makes (card lookup, redemption, undo, the day's log, the venue list,
 * voucher redemption), against the caller's grant as it is now rather than as their token was issued.
 */
export function createStaffAccess({ apiAudience, grants }: StaffAccessOptions) {
  // The client role that lets a signed-in user act for the venues of their grant (R-ROLES-07).
  const role = clientRole(apiAudience, ROLES.staff);
  return {
    /**
     * The venues the caller may act for now. A 403, before anything is read or written, unless they hold
     * the staff role now and, when `venueId` is given, that venue.
     */
    async require(principal: Principal, venueId?: number): Promise<readonly number[]> {
      const grant = await grants.forPrincipal(principal);
      if (!grant?.roles.includes(role)) throw new DomainError('forbidden', StaffMessages.staffOnly);
      if (venueId !== undefined && !grant.posSiteIds.includes(venueId)) throw new DomainError('forbidden', StaffMessages.otherVenue);
      return grant.posSiteIds;
    },
  };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
