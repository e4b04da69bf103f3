/**
 * The client roles of the API's client (API_AUDIENCE), the one place their names are written (issue 25).
 * Keycloak and the embedded provider put them in `resource_access[audience].roles`; the server and the
 * app read them as `{audience}/{role}` (R-ROLES-11). A `manager` runs the listing of the venues of their
 * `pos-site-id` and may do there all that staff may (issue 25).
 */
export const ROLES = {
  member: 'member',
  staff: 'staff',
  manager: 'manager',
  admin: 'admin',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** How a principal's roles name a client role of the API's client: `{audience}/{role}` (R-ROLES-11). */
export function clientRole(apiAudience: string, role: Role): string {
  return `${apiAudience}/${role}`;
}
