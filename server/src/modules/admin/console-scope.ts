import { AdminMessages } from '@venue-pass/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { type Scope, inScope } from '../auth/scope.ts';

/**
 * Refuses a record of a venue outside the caller's scope (403), before anything is written: the same
 * console services serve the operator (every venue) and a caller of some venues (ADR 083).
 */
export function requireInScope(scope: Scope, venueId: number): void {
  if (!inScope(scope, venueId)) throw new DomainError('forbidden', AdminMessages.notYourVenue);
}
