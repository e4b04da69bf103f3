import { ROLES } from '@venue-pass/contracts';
import { paths } from '../../config/paths.ts';

/**
 * The client role of members: the embedded provider gives it to every member, and a Keycloak realm as
 * its default role (docs/KEYCLOAK.md).
 */
export const MEMBER_ROLES = [ROLES.member] as const;

/** Any role the user holds is enough (R-ROLES-12): pages of every signed-in account. */
export const ANY_ROLE = [] as const;

/**
 * Who may use the staff screen (issue 11): venue staff, and venue managers, who may do at their venues all
 * that staff may (issue 25). The guard adds the audience prefix itself.
 */
export const STAFF_ROLES = [ROLES.staff, ROLES.manager] as const;

/** The scheme's operators hold the client role admin (issue 12); members and staff see 'not allowed'. */
export const OPERATOR_ROLES = [ROLES.admin] as const;

/** Venue managers run their venues' listing in the venue area, /partner (issue 25). */
export const MANAGER_ROLES = [ROLES.manager] as const;

/**
 * Each allowed role becomes `{apiAudience}/{role}` (R-ROLES-11); with no allowed roles any held role
 * is enough (R-ROLES-12), and a user without any role is refused.
 */
export function hasAllowedRole(
  heldRoles: readonly string[],
  allowedRoles: readonly string[],
  apiAudience: string | undefined,
): boolean {
  if (allowedRoles.length === 0) {
    return heldRoles.length > 0;
  }
  if (!apiAudience) {
    return false;
  }
  return allowedRoles.some((role) => heldRoles.includes(`${apiAudience}/${role}`));
}

/**
 * Where a user's own pages are (issue 22 item 5): the console for an operator, the venue area for a
 * venue manager, the staff screen for staff, and otherwise '/', the member's dashboard. Sign-in lands
 * there when nothing asked for another address; member onboarding is for members only.
 */
export function startPathOf(heldRoles: readonly string[], apiAudience: string | undefined): string {
  if (hasAllowedRole(heldRoles, OPERATOR_ROLES, apiAudience)) return paths.admin;
  if (hasAllowedRole(heldRoles, MANAGER_ROLES, apiAudience)) return paths.partner;
  if (hasAllowedRole(heldRoles, STAFF_ROLES, apiAudience)) return paths.staff;
  return paths.home;
}

/** Whether the user is a member, with a member profile, card and onboarding. */
export function isMember(heldRoles: readonly string[], apiAudience: string | undefined): boolean {
  return hasAllowedRole(heldRoles, MEMBER_ROLES, apiAudience);
}
