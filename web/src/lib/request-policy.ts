/**
 * How an API request is retried and reported (R-CLIENT-06 to R-CLIENT-11, R-ERR-09): read only by the request
 * code (ky-request.ts), so it loads with that code rather than with the first screen.
 */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const RETRY_LIMIT = 2;
export const RETRY_METHODS = ['get', 'put', 'head', 'delete', 'options', 'trace'] as const;
export const RETRY_STATUS_CODES = [408, 413, 429, 500, 502, 503, 504];
export const RETRY_AFTER_STATUS_CODES = [413, 429, 503];
export const NO_API_HOST = 'No API Host found';

/** Backoff before retry n (n counts from 1): 0.3 × 2^(n-1) seconds. */
export function retryDelayMs(retryNumber: number): number {
  return 0.3 * 2 ** (retryNumber - 1) * 1000;
}

export function requestFailedMessage(status: number, statusText: string, method: string, url: string): string {
  return `Request failed with status code ${status} ${statusText}: ${method} ${url}`;
}

export function requestTimedOutMessage(method: string, url: string): string {
  return `Request timed out: ${method} ${url}`;
}
