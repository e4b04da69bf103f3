/** The worker vite-plugin-pwa generates at the root of the build (pwa-options.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** How long the page must have fetched nothing before the worker is installed. */
export const NETWORK_QUIET_MS = 2000;

export interface ServiceWorkerRegistrationOptions {
  /** Where the load event and resource timings come from; the page's window in the app. */
  window?: Window & typeof globalThis;
  quietMs?: number;
}

/**
 * Registers the offline worker (docs/decisions/005-offline-member-card.md) once the page has loaded
 * and its own requests have settled. Installing it precaches the whole app, about 1 MB: on a slow
 * mobile connection that download would otherwise compete for several seconds with the first screen's
 * scripts and API calls, for a cache that only the next visit uses.
 */
export function registerServiceWorkerWhenQuiet({
  window: page = globalThis.window,
  quietMs = NETWORK_QUIET_MS,
}: ServiceWorkerRegistrationOptions = {}): void {
  if (!('serviceWorker' in page.navigator)) {
    return;
  }
  const register = () => {
    page.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // The app works without it; only the offline card is lost.
      console.warn('Could not register the service worker', error);
    });
  };
  const afterLoad = () => {
    let observer: PerformanceObserver | null = null;
    const finish = () => {
      observer?.disconnect();
      register();
    };
    let timer = page.setTimeout(finish, quietMs);
    if (typeof page.PerformanceObserver === 'function') {
      // Each finished download restarts the wait.
      observer = new page.PerformanceObserver(() => {
        page.clearTimeout(timer);
        timer = page.setTimeout(finish, quietMs);
      });
      observer.observe({ type: 'resource' });
    }
  };
  if (page.document.readyState === 'complete') {
    afterLoad();
  } else {
    page.addEventListener('load', afterLoad, { once: true });
  }
}
