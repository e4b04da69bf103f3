import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { offerMessages } from '../messages.ts';
import { makeOffer } from '../offer-factories.ts';
import { OfferDetailsRoute } from './offer-dialog.tsx';
import { VipPage } from './vip-page.tsx';

const vipRoutes = [{ path: '/vip', element: <VipPage />, children: [{ path: ':id', element: <OfferDetailsRoute basePath="/vip" /> }] }];

function renderVip(answer: () => Response, options: { route?: string; signedIn?: boolean } = {}) {
  server.use(http.get(`${API_HOST}/me/vip`, answer));
  return renderWithProviders(<p>unused</p>, { path: '/unused', route: options.route ?? '/vip', routes: vipRoutes, signedIn: options.signedIn ?? true });
}

describe('VipPage', () => {
  it('shows a visitor the empty state linking to /offers without asking the API', async () => {
    let requests = 0;
    const { user } = renderVip(
      () => {
        requests += 1;
        return HttpResponse.json([]);
      },
      { signedIn: false },
    );
    expect(await screen.findByText(offerMessages.emptyVip)).toBeInTheDocument();
    expect(requests).toBe(0);
    await user.click(screen.getByRole('link', { name: offerMessages.seeAllOffers }));
    expect(currentLocation()).toBe('/offers');
  });

  it('shows the empty state, not an error, when the API no longer accepts the session', async () => {
    renderVip(() => HttpResponse.json({ message: 'The access token has expired.' }, { status: 401 }));
    expect(await screen.findByText(offerMessages.emptyVip)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a member without VIP offers the empty state linking to /offers', async () => {
    renderVip(() => HttpResponse.json([]));
    expect(await screen.findByText(offerMessages.emptyVip)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: offerMessages.seeAllOffers })).toHaveAttribute('href', '/offers');
  });

  it('lists VIP offers, and Details opens /vip/{id}; Close returns to /vip', async () => {
    const { user, router } = renderVip(() => HttpResponse.json([makeOffer({ id: 31, name: "Chef's table" })]));

    const card = await screen.findByRole('article', { name: "Chef's table" });
    await user.click(within(card).getByRole('button', { name: offerMessages.detailsOf("Chef's table") }));
    const dialog = await screen.findByRole('dialog', { name: "Chef's table" });
    expect(router.state.location.pathname).toBe('/vip/31');
    await user.click(within(dialog).getByRole('button', { name: offerMessages.close }));
    expect(router.state.location.pathname).toBe('/vip');
  });

  it('sends a direct visit to /vip/{id} back to /vip', async () => {
    const { router } = renderVip(() => HttpResponse.json([makeOffer({ id: 31 })]), { route: '/vip/31' });
    await screen.findByRole('article', { name: makeOffer().name });
    expect(router.state.location.pathname).toBe('/vip');
  });

  it('shows the offers load failure text when the VIP list fails', async () => {
    renderVip(() => HttpResponse.json({ message: 'boom' }, { status: 404 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.loadFailed);
    expect(screen.queryByText(offerMessages.emptyVip)).not.toBeInTheDocument();
  });
});
