import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_QUIET_MS, registerServiceWorkerWhenQuiet, SERVICE_WORKER_URL } from './service-worker.ts';

/** A page with a controllable load state, service worker container and resource observer. */
function fakePage({ loaded = false, withServiceWorker = true } = {}) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  let notifyResource: () => void = () => undefined;
  const disconnect = vi.fn();
  class FakePerformanceObserver {
    constructor(callback: () => void) {
      notifyResource = callback;
    }
    observe = vi.fn();
    disconnect = disconnect;
  }
  const loadListeners: (() => void)[] = [];
  const page = {
    navigator: withServiceWorker ? { serviceWorker: { register } } : {},
    document: { readyState: loaded ? 'complete' : 'interactive' },
    PerformanceObserver: FakePerformanceObserver,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
  } as unknown as Window & typeof globalThis;
  return {
    page,
    register,
    disconnect,
    load: () => loadListeners.forEach((listener) => listener()),
    resourceFinished: () => notifyResource(),
  };
}

describe('registerServiceWorkerWhenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers the worker once the page has loaded and fetched nothing for the quiet period', () => {
    const fake = fakePage();
    registerServiceWorkerWhenQuiet({ window: fake.page });

    vi.advanceTimersByTime(NETWORK_QUIET_MS * 3);
    expect(fake.register).not.toHaveBeenCalled();

    fake.load();
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 1);
    expect(fake.register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(fake.disconnect).toHaveBeenCalled();
  });

  it('waits again after every download the page finishes', () => {
    const fake = fakePage({ loaded: true });
    registerServiceWorkerWhenQuiet({ window: fake.page, quietMs: 1000 });

    vi.advanceTimersByTime(900);
    fake.resourceFinished();
    vi.advanceTimersByTime(900);
    fake.resourceFinished();
    vi.advanceTimersByTime(999);
    expect(fake.register).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(fake.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const fake = fakePage({ loaded: true, withServiceWorker: false });

    expect(() => registerServiceWorkerWhenQuiet({ window: fake.page })).not.toThrow();
    vi.advanceTimersByTime(NETWORK_QUIET_MS * 2);
  });

  it('warns and carries on when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakePage({ loaded: true });
    fake.register.mockRejectedValueOnce(new Error('blocked'));
    registerServiceWorkerWhenQuiet({ window: fake.page });

    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS);

    expect(warn).toHaveBeenCalledWith('Could not register the service worker', expect.any(Error));
  });
});
