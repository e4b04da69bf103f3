import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { storageKeys } from '../features/auth/session-storage.ts';
import { offerMessages } from '../features/offers/messages.ts';
import { makeConfig, makeTokenSet } from '../testing/factories.ts';
import { runInlineScript, servedPage } from '../testing/served-page.ts';
import { pageMessages } from './routes/messages.ts';
import renderer from './visitor-pages.tsx';

const site = { config: makeConfig(), version: null };

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

describe('the visitor pages the server paints', () => {
  it('are the landing and /offers, rendered as a visitor sees them', async () => {
    expect(renderer.visitorPages).toEqual([paths.home, paths.offers]);
    const landing = await renderer.renderVisitorPage(paths.home, site);
    expect(landing).toContain(pageMessages.landingTitle);
    expect(landing).toContain(pageMessages.landingText);
    const offers = await renderer.renderVisitorPage(paths.offers, site);
    expect(offers).toContain(offerMessages.emptyOffers);
  });

  it("show in place of 'Loading' before any script file runs, for a visitor", async () => {
    runInlineScript(servedPage(paths.home, await renderer.renderVisitorPage(paths.home, site)));
    expect(screen.getByRole('heading', { name: pageMessages.landingTitle })).toBeInTheDocument();
    expect(document.getElementById('root')).toHaveAttribute('data-prerendered', paths.home);
  });

  it("leave 'Loading' to a tab with a saved session: a member's home is not the landing", async () => {
    sessionStorage.setItem(storageKeys.token, JSON.stringify(makeTokenSet()));
    runInlineScript(servedPage(paths.home, await renderer.renderVisitorPage(paths.home, site)));
    expect(screen.queryByRole('heading', { name: pageMessages.landingTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.getElementById('root')).not.toHaveAttribute('data-prerendered');
  });
});
