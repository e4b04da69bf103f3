import { useSyncExternalStore } from 'react';
import { isCheckingRequest, subscribeToRequestChecks } from './request-checks.ts';

/** Whether a request is being checked (a proof of work is under way): forms then say 'Checking…'. */
export function useRequestCheck(): boolean {
  return useSyncExternalStore(subscribeToRequestChecks, isCheckingRequest);
}
