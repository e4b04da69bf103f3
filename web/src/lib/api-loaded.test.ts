import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiLoaded from './api-loaded.ts';
import type { ProductApi } from './api-definition.ts';

type Registry = typeof ApiLoaded;

describe('lazy API attachment', () => {
  let registry: Registry;
  const fakeApi = { reducerPath: 'api' } as unknown as ProductApi;

  beforeEach(async () => {
    vi.resetModules();
    registry = await import('./api-loaded.ts');
  });

  it('hands the API to those waiting for it once it loads, and knows it from then on', () => {
    const attach = vi.fn();
    registry.whenApiLoaded(attach);
    expect(attach).not.toHaveBeenCalled();
    expect(registry.loadedApi()).toBeUndefined();

    registry.announceApi(fakeApi);
    expect(attach).toHaveBeenCalledExactlyOnceWith(fakeApi);
    expect(registry.loadedApi()).toBe(fakeApi);
  });

  it('hands over at once when the API has already loaded', () => {
    registry.announceApi(fakeApi);
    const attach = vi.fn();
    registry.whenApiLoaded(attach);
    expect(attach).toHaveBeenCalledExactlyOnceWith(fakeApi);
  });
});

describe('the store and the lazily loaded API', () => {
  it('gives a store made before the API loads its reducer and middleware when it does', async () => {
    vi.resetModules();
    const { makeStore } = await import('../app/store.ts');
    const store = makeStore();
    expect(store.getState().api).toBeUndefined();

    const { api: loaded } = await import('./api.ts');
    expect(store.getState().api?.config.reducerPath).toBe(loaded.reducerPath);
    // The middleware is in: it registers itself on the first action it sees.
    expect(store.getState().api?.config.middlewareRegistered).toBe(true);
  });
});
