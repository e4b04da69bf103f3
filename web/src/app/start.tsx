import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { registerServiceWorkerWhenQuiet } from './service-worker.ts';
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

  // The worker only exists in production builds (vite-plugin-pwa writes it at build time).
  if (import.meta.env.PROD) {
    registerServiceWorkerWhenQuiet();
  }
}
