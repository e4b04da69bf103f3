import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { fetchError, type ApiBaseQueryOptions, type ApiError, type ApiRequest } from './api-request.ts';
import type * as KyRequest from './ky-request.ts';
import type { SendRequest } from './ky-request.ts';

let requestModule: Promise<typeof KyRequest> | undefined;

/**
 * Loads the request code and ky. The first paint makes no API call, so they are not part of the
 * first screen's scripts; main.ts starts this at once, so the first request does not wait for it.
 */
export function loadRequestModule(): Promise<typeof KyRequest> {
  return (requestModule ??= import('./ky-request.ts').catch((error: unknown) => {
    // A chunk that failed to load (offline, new deployment) is tried again by the next request.
    requestModule = undefined;
    throw error;
  }));
}

/** The base query's type, which the API's definition (lib/api-definition.ts) is built on. */
export type ApiBaseQuery = BaseQueryFn<ApiRequest | string, unknown, ApiError>;

/**
 * The RTK Query base query of the product API, built on ky so the retry policy is ky's own
 * well-tested implementation configured with the required values (R-CLIENT-06 to R-CLIENT-11, lib/ky-request.ts).
 */
export function createApiBaseQuery(options: ApiBaseQueryOptions = {}): ApiBaseQuery {
  let send: SendRequest | undefined;

  return async (args, api, extraOptions) => {
    try {
      send ??= (await loadRequestModule()).createSendRequest(options);
    } catch (error) {
      return { error: fetchError(error) };
    }
    return send(typeof args === 'string' ? { url: args } : args, api, extraOptions);
  };
}
