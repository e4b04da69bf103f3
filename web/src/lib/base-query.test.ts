import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError, ApiRequest } from './api-request.ts';
import { createApiBaseQuery, loadRequestModule } from './base-query.ts';
import { NO_API_HOST, RETRY_METHODS } from './request-policy.ts';

const HOST = 'https://venues.example/api';

type Responder = (request: Request) => Response | Promise<Response>;

function setup(responders: Responder[], state: { host?: string; token?: string } = { host: HOST }) {
  const requests: Request[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const responder = responders[Math.min(requests.length - 1, responders.length - 1)];
    if (!responder) {
      throw new Error('no responder');
    }
    return responder(request);
  });
  const baseQuery = createApiBaseQuery({ fetch: fakeFetch as typeof fetch });
  const apiState = {
    config: { config: { api: state.host === undefined ? {} : { host: state.host } } },
    auth: { token: state.token ? { access_token: state.token } : null },
  };
  const api = {
    getState: () => apiState,
    signal: new AbortController().signal,
    dispatch: vi.fn(),
    abort: vi.fn(),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  const run = async (args: ApiRequest | string) => baseQuery(args, api, {});
  return { run, requests, fakeFetch };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** Lets ky's promise chain run without moving the fake clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

// The request code is a dynamic import, which a frozen clock holds up: load it before any test
// fakes the timers, so each test also passes on its own.
beforeAll(async () => {
  await loadRequestModule();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiBaseQuery', () => {
  it('fails locally with 400 "No API Host found" when the configuration has no API host', async () => {
    const { run, fakeFetch } = setup([() => json({})], {});

    const result = await run('/me');

    expect(result.error).toEqual({ status: 400, data: NO_API_HOST, message: 'No API Host found' });
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it('sends JSON with the bearer token to the configured host and returns the parsed body', async () => {
    const { run, requests } = setup([() => json({ ok: true })], { host: `${HOST}/`, token: 'abc.def.ghi' });

    const result = await run({
      url: '/me',
      method: 'PUT',
      body: { firstName: 'Ada' },
      params: { verificationCode: 'V1', registrationSourceCode: undefined },
    });

    expect(result.data).toEqual({ ok: true });
    const [request] = requests;
    expect(request?.url).toBe(`${HOST}/me?verificationCode=V1`);
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({ firstName: 'Ada' });
  });

  it('hands back a text answer as it is when asked for text', async () => {
    const csv = 'day,signUps\n2026-01-01,3\n';
    const { run, requests } = setup([() => new Response(csv, { headers: { 'Content-Type': 'text/csv' } })], { host: HOST, token: 'abc.def.ghi' });

    const result = await run({ url: '/admin/reports/signups-per-day.csv', responseType: 'text' });

    expect(result.data).toBe(csv);
    expect(requests[0]?.headers.get('Accept')).toBe('*/*');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { run, requests } = setup([() => json([])]);

    await run('/venues');

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('retries a GET twice on 503 after 0.3 s and then 0.6 s, then reports the status', async () => {
    vi.useFakeTimers();
    const { run, fakeFetch } = setup([
      () => json({ message: 'down' }, { status: 503, statusText: 'Service Unavailable' }),
    ]);

    const pending = run('/venues');
    await flush();
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakeFetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(fakeFetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakeFetch).toHaveBeenCalledTimes(3);

    const result = await pending;
    expect(result.error).toEqual<ApiError>({
      status: 503,
      data: { message: 'down' },
      message: `Request failed with status code 503 Service Unavailable: GET ${HOST}/venues`,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeFetch).toHaveBeenCalledTimes(3);
  });

  it('succeeds when a retry succeeds', async () => {
    vi.useFakeTimers();
    const { run } = setup([
      () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
      () => json([{ id: 1 }]),
    ]);

    const pending = run('/venues');
    await vi.advanceTimersByTimeAsync(300);

    expect((await pending).data).toEqual([{ id: 1 }]);
  });

  // Every answer says Retry-After: 2, honoured for 413, 429 and 503 only (R-CLIENT-10); the others keep
  // the 0.3 s backoff (R-CLIENT-11). ky retries a 413 only when it carries Retry-After.
  it.each([
    [408, 300],
    [413, 2000],
    [429, 2000],
    [500, 300],
    [502, 300],
    [503, 2000],
    [504, 300],
  ])('retries a GET answered %i with Retry-After: 2 after %i ms', async (status, wait) => {
    vi.useFakeTimers();
    const { run, fakeFetch } = setup([
      () => new Response('', { status, headers: { 'Retry-After': '2' } }),
      () => json({ ok: true }),
    ]);

    const pending = run('/me');
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakeFetch).toHaveBeenCalledTimes(2);
    expect((await pending).data).toEqual({ ok: true });
  });

  it.each(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS'])('retries %s requests twice', async (method) => {
    vi.useFakeTimers();
    const { run, requests } = setup([() => new Response('', { status: 503, statusText: 'Service Unavailable' })]);

    const pending = run({ url: '/me', method });
    await vi.advanceTimersByTimeAsync(900);

    expect((await pending).error?.status).toBe(503);
    expect(requests.map((request) => request.method)).toEqual([method, method, method]);
  });

  it('lists TRACE among the retried methods handed to ky', () => {
    // TRACE is a forbidden method in Fetch, so no request can show its retry; the list ky gets can.
    expect(RETRY_METHODS).toEqual(['get', 'put', 'head', 'delete', 'options', 'trace']);
  });

  it.each(['POST', 'PATCH'])('does not retry %s requests', async (method) => {
    vi.useFakeTimers();
    const { run, fakeFetch } = setup([() => new Response('', { status: 503, statusText: 'Service Unavailable' })]);

    const pending = run({ url: '/me', method, body: {} });
    await vi.advanceTimersByTimeAsync(5000);

    expect((await pending).error?.status).toBe(503);
    expect(fakeFetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 404 and returns its parsed body with the required message', async () => {
    const { run, fakeFetch } = setup([
      () => json({ message: 'No such venue' }, { status: 404, statusText: 'Not Found' }),
    ]);

    const result = await run('/venues/9');

    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({
      status: 404,
      data: { message: 'No such venue' },
      message: `Request failed with status code 404 Not Found: GET ${HOST}/venues/9`,
    });
  });

  it('reports PARSING_ERROR when a 2xx body is not JSON', async () => {
    const { run } = setup([() => new Response('<html>', { status: 200 })]);

    const result = await run('/venues');

    expect(result.error?.status).toBe('PARSING_ERROR');
    expect(result.error?.data).toBe('<html>');
  });

  it('returns null for an empty 2xx body', async () => {
    const { run } = setup([() => new Response(null, { status: 204 })]);

    expect(await run({ url: '/me/consent', method: 'POST' })).toEqual({ data: null });
  });

  it('reports FETCH_ERROR when no response ever arrives, after retrying a GET', async () => {
    vi.useFakeTimers();
    const { run, fakeFetch } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);

    const pending = run('/venues');
    await vi.advanceTimersByTimeAsync(900);

    expect((await pending).error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
    expect(fakeFetch).toHaveBeenCalledTimes(3);
  });

  it('reports TIMEOUT_ERROR after 10 s by default', async () => {
    vi.useFakeTimers();
    const { run } = setup([
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    ]);

    const pending = run('/venues');
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect((await pending).error).toEqual({
      status: 'TIMEOUT_ERROR',
      message: `Request timed out: GET ${HOST}/venues`,
    });
  });

  it('uses a per-request timeout', async () => {
    vi.useFakeTimers();
    const { run } = setup([() => new Promise<Response>(() => undefined)]);

    const pending = run({ url: '/venues', timeout: 50 });
    await vi.advanceTimersByTimeAsync(50);

    expect((await pending).error?.status).toBe('TIMEOUT_ERROR');
  });
});
