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
