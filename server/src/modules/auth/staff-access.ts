import type { Principal } from './token-verifier.ts';

/** The client role that lets a signed-in user act for the venues in their pos-site-id claim (R-ROLES-07). */
export const STAFF_ROLE = 'staff';

/** Whether the principal holds the staff role of the API client (`apiAudience`), whose roles the API reads. */
export function isStaff(principal: Principal, apiAudience: string): boolean {
  return principal.roles.includes(`${apiAudience}/${STAFF_ROLE}`);
}

/** Whether the principal is staff at this venue: the role, and the venue among their pos-site-id sites. */
export function isStaffAt(principal: Principal, apiAudience: string, venueId: number): boolean {
  return isStaff(principal, apiAudience) && principal.posSiteIds.includes(venueId);
}
