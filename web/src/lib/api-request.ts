/**
 * What an API request is and how it is retried and reported (R-CLIENT-02 to R-CLIENT-11, R-ERR-09).
 * The base query and the request code it loads on demand both read these, so neither
 * imports the other's values.
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

export interface ApiRequest {
  url: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** ms; defaults to DEFAULT_TIMEOUT_MS. */
  timeout?: number;
  /** 'text' hands back the answer's body as it is (a CSV download); JSON is parsed otherwise. */
  responseType?: 'json' | 'text';
}

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';

export interface ApiError {
  /** The HTTP status, or the kind of failure when there was no usable response. */
  status: ApiErrorStatus;
  /** The parsed error body for HTTP errors; the raw text for PARSING_ERROR. */
  data?: unknown;
  message: string;
}

export interface ApiBaseQueryOptions {
  /** The fetch implementation; tests pass a fake (ky calls it with a Request). */
  fetch?: typeof fetch;
}

export function fetchError(error: unknown): ApiError {
  return { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) };
}
