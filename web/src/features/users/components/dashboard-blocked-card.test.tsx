import { screen, within } from '@testing-library/react';
import type { Profile } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { walletMessages } from '../../wallet/messages.ts';
import { API_HOST, makeProfile } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { userMessages } from '../messages.ts';
import { Dashboard } from './dashboard.tsx';

function serveProfile(overrides: Partial<Profile>) {
  server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile(overrides))));
}

async function renderDashboard() {
  renderWithProviders(<Dashboard />, { signedIn: true });
  await screen.findByRole('heading', { name: 'Welcome back, Ada' });
}

describe('Dashboard with a blocked card', () => {
  it("tells the member their card is blocked, the operator's reason and where to get help", async () => {
    serveProfile({ cardBlockedReason: 'Card shared with another person' });
    await renderDashboard();

    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: userMessages.cardBlockedHeading })).toBeInTheDocument();
    expect(within(notice).getByTestId('card-blocked-reason')).toHaveTextContent(/^Card shared with another person$/);
    expect(notice).toHaveTextContent(`${userMessages.cardBlockedReasonLabel} Card shared with another person`);
    expect(within(notice).getByRole('link', { name: userMessages.cardBlockedContact })).toHaveAttribute('href', '/about/contact-us');
  });

  it('offers no QR code to show staff, nor to put in a wallet', async () => {
    serveProfile({ userId: 'member-42', cardBlockedReason: 'Card shared with another person' });
    await renderDashboard();

    const card = screen.getByRole('region', { name: userMessages.loyaltyCard });
    expect(within(card).getByText(userMessages.cardBlockedQr)).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: userMessages.qrLabel })).not.toBeInTheDocument();
    expect(within(card).queryByTestId('member-qr-code')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: walletMessages.showFullScreen })).not.toBeInTheDocument();
    expect(within(card).queryByText(userMessages.qrCaption)).not.toBeInTheDocument();
    // Still the member's card: name and number stay, so they can quote it when asking for help.
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByTestId('card-number')).toBeInTheDocument();
    expect(screen.queryByText(userMessages.desktopWalletNote)).not.toBeInTheDocument();
  });

  it('shows the notice without a reason line when the operator gave none', async () => {
    serveProfile({ cardBlockedReason: '  ' });
    await renderDashboard();

    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: userMessages.cardBlockedHeading })).toBeInTheDocument();
    expect(within(notice).queryByText(userMessages.cardBlockedReasonLabel)).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: userMessages.cardBlockedContact })).toBeInTheDocument();
  });

  it('shows the reason as text, never as markup', async () => {
    serveProfile({ cardBlockedReason: '<b>fraud</b>' });
    await renderDashboard();

    const reason = screen.getByTestId('card-blocked-reason');
    expect(reason).toHaveTextContent('<b>fraud</b>');
    expect(reason.querySelector('b')).toBeNull();
  });
});

describe('Dashboard with a valid card', () => {
  it.each<[string, Partial<Profile>]>([
    ['null', { cardBlockedReason: null }],
    ['absent', {}],
  ])('shows no notice and the usable QR code when the reason is %s', async (_label, overrides) => {
    serveProfile({ ...overrides, userId: 'member-42' });
    await renderDashboard();

    expect(await screen.findByRole('img', { name: userMessages.qrLabel })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(userMessages.cardBlockedHeading)).not.toBeInTheDocument();
    expect(screen.queryByText(userMessages.cardBlockedQr)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: walletMessages.showFullScreen })).toBeInTheDocument();
    expect(screen.getByText(userMessages.qrCaption)).toBeInTheDocument();
    expect(screen.getByText(userMessages.desktopWalletNote)).toBeInTheDocument();
  });
});
