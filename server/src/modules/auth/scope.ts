/**
 * The venues a caller may act for, as the role guard found them (ADR 083): the operator every venue, a
 * site-bound role (staff, later the venue manager) the venues of their current grant. Services take it
 * and refuse records outside it, so one service serves every role.
 */
export type Scope = { readonly kind: 'all' } | { readonly kind: 'venues'; readonly venueIds: readonly number[] };

export const EVERY_VENUE: Scope = Object.freeze({ kind: 'all' });

export function inScope(scope: Scope, venueId: number): boolean {
  return scope.kind === 'all' || scope.venueIds.includes(venueId);
}
