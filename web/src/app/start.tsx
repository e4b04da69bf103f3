import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { makeStore } from './store.ts';

/** Renders the app into the page's #root, replacing the 'Loading' that index.html painted. */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  createRoot(container).render(
    <StrictMode>
      <App store={makeStore()} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );

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
