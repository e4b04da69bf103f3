import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths.ts';
import { configMessages } from '../config/messages.ts';
import { API_HOST, makeConfig, makeVenue, TEST_ORIGIN } from '../testing/factories.ts';
import { server } from '../testing/msw/server.ts';
import { runInlineScript, servedPage } from '../testing/served-page.ts';
import { pageMessages } from './routes/messages.ts';
import { start } from './start.tsx';

const site = { config: makeConfig(), version: null };

/**
 * The page as the server renders it, in a process of its own: React's renderers share the contexts'
 * current values, so the server's and the app's cannot both run in this test's process (in production
 * one runs in the server, the other in the browser).
 */
async function renderOnServer(pathname: string): Promise<string> {
  const script = `import renderer from './src/app/visitor-pages.tsx';
    process.stdout.write(await renderer.renderVisitorPage(process.argv[1], JSON.parse(process.argv[2])));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, pathname, JSON.stringify(site)], {
    // The web workspace, where its tests run.
    cwd: process.cwd(),
  });
  return stdout;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('start', () => {
  it('takes over a page the server painted where it stands: no second drawing, no hydration error', async () => {
    server.use(http.get(`${API_HOST}/venues`, () => HttpResponse.json([makeVenue({ name: 'Harbour Lights', website: null })])));
    const errors = vi.spyOn(console, 'error');
    runInlineScript(servedPage(paths.home, await renderOnServer(paths.home)));
    const intro = screen.getByText(pageMessages.landingText);

    start();

    // The carousel's venues only arrive once the app runs.
    expect(await screen.findByText('Harbour Lights')).toBeInTheDocument();
    expect(screen.getByText(pageMessages.landingText)).toBe(intro);
    expect(errors).not.toHaveBeenCalled();
  });

  it("puts the configuration's failure in place of a painted page when config.json does not load", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${TEST_ORIGIN}/config/config.json`, () => new HttpResponse(null, { status: 500 })));
    runInlineScript(servedPage(paths.home, await renderOnServer(paths.home)));

    start();

    expect(await screen.findByRole('alert')).toHaveTextContent(configMessages.loadFailed);
    expect(screen.queryByText(pageMessages.landingText)).not.toBeInTheDocument();
  });
});
