import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { registerServiceWorkerWhenQuiet } from './app/service-worker.ts';
import { makeStore } from './app/store.ts';
import './index.css';

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
