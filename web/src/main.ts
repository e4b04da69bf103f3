// The entry imports nothing of the framework, so it runs as soon as it arrives instead of after the
// whole first screen: it starts the code the opened page and its API calls need, then the app itself.
// index.html preloads the app's chunks (web/app-chunks.ts), so starting them here costs no time.
import { preloadPageCode } from './app/page-preload.ts';
import { showStartFailure } from './app/start-failure.ts';
import { loadRequestModule } from './lib/base-query.ts';
import './index.css';

preloadPageCode();
// Every page's first API call needs the request code and ky. A failure here is retried, and
// reported, by the first request.
loadRequestModule().catch(() => undefined);

// Evaluating the framework and the app is one task; starting the app in a task of its own keeps the
// two from adding up to one long stretch the page cannot answer input during.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

import('./app/start.tsx')
  .then(async ({ start }) => {
    await nextTask();
    start();
  })
  .catch((error: unknown) => {
    console.error('Could not start Venue Pass', error);
    showStartFailure();
  });
