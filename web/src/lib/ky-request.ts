import type { WithSlice } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import ky, { HTTPError, TimeoutError, type Options as KyOptions } from 'ky';
import { selectApiHost, type configSlice } from '../config/config-slice.ts';
import { selectAccessToken, type authSlice } from '../features/auth/auth-slice.ts';
import { type ApiBaseQueryOptions, type ApiError, type ApiRequest, fetchError } from './api-request.ts';
import { PROOF_OF_WORK_STATUS, requestCheckMessages, whileChecking } from './request-checks.ts';
import {
  DEFAULT_TIMEOUT_MS,
  NO_API_HOST,
  requestFailedMessage,
  requestTimedOutMessage,
  RETRY_AFTER_STATUS_CODES,
  RETRY_LIMIT,
  RETRY_METHODS,
  RETRY_STATUS_CODES,
  retryDelayMs,
} from './request-policy.ts';

export type SendRequest = BaseQueryFn<ApiRequest, unknown, ApiError>;
type RequestResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/** The slices a request reads; RTK Query hands the base query the store's state untyped. */
type RequestState = WithSlice<typeof configSlice> & WithSlice<typeof authSlice>;

function joinUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The answer's status kept, with a sentence a page can show as the API's own (lib/api-error.ts reads it). */
function proofOfWorkFailed(): ApiError {
  return { status: PROOF_OF_WORK_STATUS, data: { message: requestCheckMessages.failed }, message: requestCheckMessages.failed };
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
 * Sends one API request through ky, so the retry policy is ky's own well-tested implementation
 * configured with the required values (R-CLIENT-06 to R-CLIENT-11). ky honours Retry-After only for the afterStatusCodes and
 * retries a 413 only when the server sends Retry-After. An answer asking for a proof of work (428)
 * is met here, once, for every page: the code that solves it loads on that first 428
 * (lib/proof-of-work.ts), and while it works lib/request-checks.ts says so.
 */
export function createSendRequest(options: ApiBaseQueryOptions): SendRequest {
  const client = ky.create({
    retry: {
      limit: RETRY_LIMIT,
      methods: [...RETRY_METHODS],
      statusCodes: RETRY_STATUS_CODES,
      afterStatusCodes: RETRY_AFTER_STATUS_CODES,
      delay: retryDelayMs,
    },
    throwHttpErrors: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return async (request, api) => {
    const method = (request.method ?? 'GET').toUpperCase();
    const state = api.getState() as RequestState;
    const host = selectApiHost(state);
    if (!host) {
      return { error: { status: 400, data: NO_API_HOST, message: NO_API_HOST } };
    }

    const apiUrl = (path: string) => new URL(joinUrl(host, path), window.location.origin);
    const url = apiUrl(request.url);
    for (const [key, value] of Object.entries(request.params ?? {})) {
      if (value !== undefined && value !== null) {
        url.searchParams.set(key, String(value));
      }
    }
    const href = url.toString();

    const accessToken = selectAccessToken(state);
    const timeout = request.timeout ?? DEFAULT_TIMEOUT_MS;

    const exchange = async (extraHeaders: Record<string, string> = {}): Promise<RequestResult> => {
      const accept = request.responseType === 'text' ? '*/*' : 'application/json';
      const headers = new Headers({ Accept: accept, ...request.headers, ...extraHeaders });
      if (accessToken) {
        headers.set('Authorization', `Bearer ${accessToken}`);
      }
      const kyOptions: KyOptions = {
        method,
        headers,
        timeout,
        signal: api.signal,
        ...(request.body === undefined ? {} : { json: request.body }),
      };

      let response: Response;
      try {
        response = await client(href, kyOptions);
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
        return { error: fetchError(error) };
      }

      const text = await response.text();
      if (request.responseType === 'text') {
        return { data: text };
      }
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

    const answer = await exchange();
    if (answer.error?.status !== PROOF_OF_WORK_STATUS) {
      return answer;
    }
    // The same request again (body and Idempotency-Key included) with a solved proof of work.
    return whileChecking(async () => {
      let proof: Record<string, string>;
      try {
        const { proofOfWorkHeaders } = await import('./proof-of-work.ts');
        const getJson = (path: string) => client.get(apiUrl(path), { timeout, signal: api.signal }).json();
        proof = await proofOfWorkHeaders(getJson, api.signal);
      } catch (error) {
        console.warn('Could not prove the work a send asked for', error);
        return { error: proofOfWorkFailed() };
      }
      const retried = await exchange(proof);
      // Proved once: a send the API still refuses fails here rather than proving again and again.
      return retried.error?.status === PROOF_OF_WORK_STATUS ? { error: proofOfWorkFailed() } : retried;
    });
  };
}
