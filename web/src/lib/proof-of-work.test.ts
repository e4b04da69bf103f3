import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { PROOF_OF_WORK_HEADER } from '@venue-pass/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InThreadWorker, carriesProofOfWork, issueChallenge } from '../testing/proof-of-work.ts';
import type { ApiError, ApiRequest } from './api-request.ts';
import { createApiBaseQuery, loadRequestModule } from './base-query.ts';
import { PROOF_OF_WORK_TIMEOUT_MS, isCheckingRequest, requestCheckMessages } from './request-checks.ts';

const HOST = 'https://venues.example/api';
const REFUSED = { message: 'Please wait a moment while we check your request.' };
const SENT = { verificationSent: true, voucherSent: false, id: 'AbCdEfGhIjKlMnOpQrStUv' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface FakeApi {
  /** Answers GET /proof-of-work. */
  challenge?: () => Promise<Response>;
  /** Answers the send; by default 428 unless it carries a valid proof. */
  send?: (request: Request) => Promise<Response>;
}

/** A fake API on the base query's fetch: every request it saw, with whether a check was under way then. */
function setup({ challenge = async () => json(await issueChallenge()), send }: FakeApi = {}) {
  const requests: Array<{ request: Request; checking: boolean }> = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ request: request.clone(), checking: isCheckingRequest() });
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/proof-of-work') return challenge();
    if (send) return send(request);
    return (await carriesProofOfWork(request)) ? json(SENT) : json(REFUSED, 428);
  });
  const baseQuery = createApiBaseQuery({ fetch: fakeFetch as typeof fetch });
  const api = {
    getState: () => ({ config: { config: { api: { host: HOST } } }, auth: { token: null } }),
    signal: new AbortController().signal,
  } as unknown as BaseQueryApi;
  const sendVoucher: ApiRequest = {
    url: '/vouchers/send',
    method: 'POST',
    body: { phoneNumber: '07700 900123', id: 'OBoYHyCkZ8oOVQ-2SQdzMw' },
    headers: { 'Idempotency-Key': 'key-1' },
  };
  return { run: async () => baseQuery(sendVoucher, api, {}), requests, fakeFetch };
}

const checkFailed: ApiError = { status: 428, data: { message: requestCheckMessages.failed }, message: requestCheckMessages.failed };

// The request code and the proof-of-work code are dynamic imports, which a frozen clock would hold up.
beforeAll(async () => {
  await loadRequestModule();
  await import('./proof-of-work.ts');
});

beforeEach(() => {
  vi.stubGlobal('Worker', InThreadWorker);
  InThreadWorker.started = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a request answered 428 (a proof of work is required)', () => {
  it('solves a challenge in a worker and sends the same request again, Idempotency-Key included, with the proof', async () => {
    const { run, requests } = setup();

    const result = await run();

    expect(result).toEqual({ data: SENT });
    expect(requests.map(({ request }) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/vouchers/send',
      'GET /api/proof-of-work',
      'POST /api/vouchers/send',
    ]);
    const [first, , again] = requests.map(({ request }) => request);
    expect(first!.headers.has(PROOF_OF_WORK_HEADER)).toBe(false);
    expect(await carriesProofOfWork(again!)).toBe(true);
    expect(again!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await again!.json()).toEqual(await first!.json());
    expect(InThreadWorker.started).toBeGreaterThan(0);
  });

  it('counts as a check under way from the 428 until the answer to the proved request, and not before or after', async () => {
    const { run, requests } = setup();
    expect(isCheckingRequest()).toBe(false);

    await run();

    expect(requests.map(({ checking }) => checking)).toEqual([false, true, true]);
    expect(isCheckingRequest()).toBe(false);
  });

  it('proves once: a proof the API refuses gives the clear error, and nothing is sent a third time', async () => {
    const { run, requests } = setup({ send: async () => json(REFUSED, 428) });

    const result = await run();

    expect(result.error).toEqual(checkFailed);
    expect(requests).toHaveLength(3);
    expect(isCheckingRequest()).toBe(false);
  });

  it('gives the clear error, and does not send again, when the challenge cannot be solved', async () => {
    // The browser's key derivation knows only SHA-256/384/512, so the solver fails on this one.
    const { run, requests } = setup({ challenge: async () => json(await issueChallenge({ algorithm: 'SHA-1', counter: undefined })) });

    const result = await run();

    expect(result.error).toEqual(checkFailed);
    expect(requests).toHaveLength(2);
    expect(isCheckingRequest()).toBe(false);
  });

  it('gives the clear error when the challenge cannot be fetched', async () => {
    const { run, requests } = setup({ challenge: async () => json({ message: 'down' }, 404) });

    expect((await run()).error).toEqual(checkFailed);
    expect(requests).toHaveLength(2);
  });

  it(`gives up after ${PROOF_OF_WORK_TIMEOUT_MS / 1000} s of searching with the clear error, and does not send again`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // No counter derives a key that starts with twenty f's in any time a test has.
    const { run, requests } = setup({ challenge: async () => json(await issueChallenge({ counter: undefined, keyPrefix: 'f'.repeat(20) })) });
    let settled = false;
    const pending = run().finally(() => (settled = true));
    // Waits on real turns of the event loop: vi.waitFor would move the fake clock while it polls.
    while (InThreadWorker.started === 0) await new Promise((resolve) => setImmediate(resolve));

    await vi.advanceTimersByTimeAsync(PROOF_OF_WORK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect((await pending).error).toEqual(checkFailed);
    expect(requests).toHaveLength(2);
    expect(isCheckingRequest()).toBe(false);
  });

  it('leaves any other failure to the page', async () => {
    const { run, requests } = setup({ send: async () => json({ message: 'Slow down.' }, 400) });

    expect((await run()).error).toMatchObject({ status: 400, data: { message: 'Slow down.' } });
    expect(requests).toHaveLength(1);
  });
});
