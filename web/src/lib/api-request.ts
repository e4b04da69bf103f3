/**
 * What an API request is and what a failed one answers (R-CLIENT-02 to R-CLIENT-05, R-ERR-09). The
 * base query and the request code it loads on demand both read these, so neither imports the other's
 * values.
 */
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
