import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import ky, { HTTPError, TimeoutError, type KyInstance, type Options as KyOptions } from 'ky';

/** SPEC 7 "Generic client behaviour" and ruling 18. */
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
}

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';

export interface ApiError {
  /** The HTTP status, or the kind of failure when there was no usable response. */
  status: ApiErrorStatus;
  /** The parsed error body for HTTP errors; the raw text for PARSING_ERROR. */
  data?: unknown;
  message: string;
}

interface ApiState {
  config: { config: { api: { host?: string | undefined } } | null };
  auth: { token: { access_token: string } | null };
}

export interface ApiBaseQueryOptions {
  /** The fetch implementation; tests pass a fake (ky calls it with a Request). */
  fetch?: typeof fetch;
}

function joinUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function parseBody(text: string): unknown {
  if (text === '') {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The RTK Query base query of the product API, built on ky so the retry policy is ky's own
 * well-tested implementation configured with the SPEC values. ky honours Retry-After only for
 * the afterStatusCodes and retries a 413 only when the server sends Retry-After.
 */
export function createApiBaseQuery(
  options: ApiBaseQueryOptions = {},
): BaseQueryFn<ApiRequest | string, unknown, ApiError> {
  let client: KyInstance | undefined;
  const getClient = () =>
    (client ??= ky.create({
      retry: {
        limit: RETRY_LIMIT,
        methods: [...RETRY_METHODS],
        statusCodes: RETRY_STATUS_CODES,
        afterStatusCodes: RETRY_AFTER_STATUS_CODES,
        delay: retryDelayMs,
      },
      throwHttpErrors: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));

  return async (args, api) => {
    const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
    const method = (request.method ?? 'GET').toUpperCase();
    const host = (api.getState() as ApiState).config.config?.api.host;
    if (!host) {
      return { error: { status: 400, data: NO_API_HOST, message: NO_API_HOST } };
    }

    const url = new URL(joinUrl(host, request.url), window.location.origin);
    for (const [key, value] of Object.entries(request.params ?? {})) {
      if (value !== undefined && value !== null) {
        url.searchParams.set(key, String(value));
      }
    }
    const href = url.toString();

    const headers = new Headers({ Accept: 'application/json', ...request.headers });
    const accessToken = (api.getState() as ApiState).auth.token?.access_token;
    if (accessToken) {
      headers.set('Authorization', `Bearer ${accessToken}`);
    }
    const kyOptions: KyOptions = {
      method,
      headers,
      timeout: request.timeout ?? DEFAULT_TIMEOUT_MS,
      signal: api.signal,
      ...(request.body === undefined ? {} : { json: request.body }),
    };

    let response: Response;
    try {
      response = await getClient()(href, kyOptions);
    } catch (error) {
      if (error instanceof HTTPError) {
        const { status, statusText } = error.response;
        const text = await error.response.text().catch(() => '');
        return {
          error: {
            status,
            data: parseBody(text),
            message: requestFailedMessage(status, statusText, method, href),
          },
        };
      }
      if (error instanceof TimeoutError) {
        return { error: { status: 'TIMEOUT_ERROR', message: requestTimedOutMessage(method, href) } };
      }
      return {
        error: {
          status: 'FETCH_ERROR',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }

    const text = await response.text();
    if (text === '') {
      return { data: null };
    }
    try {
      return { data: JSON.parse(text) as unknown };
    } catch (error) {
      return {
        error: {
          status: 'PARSING_ERROR',
          data: text,
          message: `${error instanceof Error ? error.message : String(error)}: ${method} ${href}`,
        },
      };
    }
  };
}
