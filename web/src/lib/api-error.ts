import { ErrorBodySchema, type ErrorBody } from '@venue-pass/contracts';
import type { ApiErrorStatus } from './api-request.ts';

/**
 * How a page reads a failed API call: what `unwrap()` threw, or a query's or mutation's `error`.
 * Every page asks these rather than looking into the error itself.
 */
export function apiErrorStatus(error: unknown): ApiErrorStatus | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' || typeof status === 'string' ? (status as ApiErrorStatus) : undefined;
}

/** The body the API answered with: its message and any field errors; undefined when there was none. */
export function apiErrorBody(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const body = ErrorBodySchema.safeParse(error.data);
  return body.success ? body.data : undefined;
}

/** What went wrong: the API's own sentence when it sent one, otherwise the client's account of the failure. */
export function apiErrorMessage(error: unknown): string {
  const fromApi = apiErrorBody(error)?.message;
  if (fromApi !== undefined) return fromApi;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}

/** The field errors of a 400 answer, each field's messages joined by a comma (R-VALID-20); null for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  return apiErrorStatus(error) === 400 ? fieldErrorsOf(error) : null;
}

/**
 * The field errors of a refused save: a 400's, or a 409's that names the field whose value another
 * record already has (a venue's name); null for any other failure.
 */
export function refusedFieldErrors(error: unknown): Record<string, string> | null {
  const status = apiErrorStatus(error);
  return status === 400 || status === 409 ? fieldErrorsOf(error) : null;
}

/** A 409 naming no field: the record changed since it was loaded, and saving would overwrite that change. */
export function isStaleSave(error: unknown): boolean {
  return apiErrorStatus(error) === 409 && fieldErrorsOf(error) === null;
}

function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const entries = Object.entries(apiErrorBody(error)?.errors ?? {}).filter(([, messages]) => messages.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries.map(([field, messages]) => [field, messages.join(', ')])) : null;
}
