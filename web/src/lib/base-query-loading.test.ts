import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';

const chunk = vi.hoisted(() => ({ failures: 1 }));

vi.mock('./ky-request.ts', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/ky-request.js');
  }
  return importOriginal();
});

describe('createApiBaseQuery while its request code loads', () => {
  it('answers FETCH_ERROR when the chunk fails to load and loads it again for the next request', async () => {
    const { createApiBaseQuery } = await import('./base-query.ts');
    const fakeFetch = vi.fn(async () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));
    const baseQuery = createApiBaseQuery({ fetch: fakeFetch });
    const api = {
      getState: () => ({ config: { config: { api: { host: 'https://venues.example/api' } } }, auth: { token: null } }),
      signal: new AbortController().signal,
    } as unknown as BaseQueryApi;

    const first = await baseQuery('/venues', api, {});
    expect(first.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(fakeFetch).not.toHaveBeenCalled();

    const second = await baseQuery('/venues', api, {});
    expect(second).toEqual({ data: { ok: true } });
    expect(fakeFetch).toHaveBeenCalledOnce();
  });
});
