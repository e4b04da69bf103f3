import type { ApiErrorStatus } from './api-request.ts';

/** The status of an error thrown by a mutation's unwrap(), or undefined when it is not an API error. */
export function apiErrorStatus(error: unknown): ApiErrorStatus | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? (status as ApiErrorStatus) : undefined;
}
