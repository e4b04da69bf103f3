import type { AppConfig, VersionInfo, VisitorPageRenderer } from '@venue-pass/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadConfig } from '../config/config-slice.ts';
import { paths } from '../config/paths.ts';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { makeStore } from './store.ts';

/**
 * The pages a visitor opens first: they hold nothing personal, so the server sends them painted
 * (docs/decisions/089) and the app takes them over where they stand (start.tsx) instead of drawing them
 * again once its scripts have run.
 */
const visitorPages: readonly string[] = [paths.home, paths.offers];

/**
 * The page at `pathname` as the app renders it for a visitor with this configuration, once every part
 * of it has loaded; what the app's first render in the browser must equal.
 */
async function renderVisitorPage(pathname: string, { config, version }: { config: AppConfig; version: VersionInfo | null }): Promise<string> {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled({ config, version }, 'server'));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://visitor.invalid')));
  if (context instanceof Response) {
    throw new Error(`${pathname} answers ${context.status} instead of a page`);
  }
  const { prelude } = await prerender(
    <StrictMode>
      <App store={store}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The server-side bundle's one export (`vite build --ssr`, web/package.json). */
export default { visitorPages, renderVisitorPage } satisfies VisitorPageRenderer;
