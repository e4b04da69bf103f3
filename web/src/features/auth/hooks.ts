import { useAppSelector } from '../../app/hooks.ts';
import { selectIsAuthenticated } from './auth-slice.ts';

/**
 * Whether a member is signed in now. Re-evaluated on every store change; the session listener
 * dispatches session-expired at the deadline, so the answer never goes stale for long.
 */
export function useIsAuthenticated(): boolean {
  return useAppSelector((state) => selectIsAuthenticated(state, Date.now()));
}
