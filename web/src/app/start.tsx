import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { loadConfig } from '../config/config-slice.ts';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { makeStore, type AppStore } from './store.ts';

/** Resolves once the router has run the opened page's loaders and loaded its code. */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Takes over the page the server painted for a visitor (index.html moves it into #root and marks it
 * with its address): once the configuration and the page's code are in, the app's first render is that
 * page, so React adopts what is on screen instead of drawing it again. As a transition, the adoption
 * yields to the browser between components rather than holding the page in one long task.
 */
async function hydrate(container: HTMLElement, store: AppStore, router: DataRouter, app: ReactNode): Promise<void> {
  const [config] = await Promise.all([store.dispatch(loadConfig()), routerReady(router)]);
  if (loadConfig.rejected.match(config)) {
    // Not the page the server rendered: the app shows the failure in its place.
    createRoot(container).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

/** Renders the app into the page's #root, replacing the 'Loading' that index.html painted. */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  const store = makeStore();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App store={store}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (container.dataset.prerendered === window.location.pathname) {
    void hydrate(container, store, router, app);
  } else {
    createRoot(container).render(app);
  }

  // The worker only exists in production builds (vite-plugin-pwa writes it at build time). It is
  // registered once the page has settled, so the code that waits for that is not part of the first
  // screen either: it arrives while the first screen renders (0.2 KB gzipped).
  if (import.meta.env.PROD) {
    import('./service-worker.ts')
      .then(({ registerServiceWorkerWhenQuiet }) => registerServiceWorkerWhenQuiet())
      .catch((error: unknown) => {
        // The app works without it; only the offline card is lost.
        console.warn('Could not load the service worker registration', error);
      });
  }
}
