import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as browserLocation from '../../../lib/browser-location.ts';
import { API_HOST, makeConfig } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { walletMessages } from '../messages.ts';
import { detectPlatform } from '../platform.ts';
import { WalletButtons } from './wallet-buttons.tsx';

describe('WalletButtons', () => {
  it('offers Apple Wallet on iOS: GET /wallet/1?b=ios with the token, then opens the download under the API host', async () => {
    const redirect = vi.spyOn(browserLocation, 'redirectTo').mockImplementation(() => undefined);
    let seen: Request | undefined;
    server.use(
      http.get(`${API_HOST}/wallet/1`, ({ request }) => {
        seen = request;
        return HttpResponse.text('"abc_DEF-123"', { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { user } = renderWithProviders(<WalletButtons platform="ios" />, { signedIn: true });

    expect(screen.queryByRole('button', { name: walletMessages.addToGoogleWallet })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: walletMessages.addToAppleWallet }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`${API_HOST}/wallet/download/abc_DEF-123`));
    expect(new URL(seen!.url).searchParams.get('b')).toBe('ios');
    expect(seen!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('offers Google Wallet on Android: GET /wallet/2?b=android with the token, then opens the returned link', async () => {
    const redirect = vi.spyOn(browserLocation, 'redirectTo').mockImplementation(() => undefined);
    let seen: Request | undefined;
    server.use(
      http.get(`${API_HOST}/wallet/2`, ({ request }) => {
        seen = request;
        return HttpResponse.json('https://pay.google.com/gp/v/save/a.b.c');
      }),
    );
    const { user, store } = renderWithProviders(<WalletButtons platform="android" />, { signedIn: true });

    expect(screen.queryByRole('button', { name: walletMessages.addToAppleWallet })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: walletMessages.addToGoogleWallet }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/a.b.c'));
    expect(new URL(seen!.url).searchParams.get('b')).toBe('android');
    expect(seen!.headers.get('Authorization')).toBe(`Bearer ${store.getState().auth.token!.access_token}`);
  });

  it('offers no wallet the scheme has no account for: no Apple button on iOS, no Google button on Android', () => {
    const config = makeConfig({ features: { appleWallet: false, googleWallet: true } });
    const ios = renderWithProviders(<WalletButtons platform="ios" />, { signedIn: true, config });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    ios.unmount();
    renderWithProviders(<WalletButtons platform="android" />, { signedIn: true, config });
    expect(screen.getByRole('button', { name: walletMessages.addToGoogleWallet })).toBeInTheDocument();
  });

  it('shows the note on desktop and no wallet button', () => {
    renderWithProviders(<WalletButtons platform="desktop" />, { signedIn: true });
    expect(screen.getByText(walletMessages.desktopNote)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('only logs a failure and goes nowhere', async () => {
    const redirect = vi.spyOn(browserLocation, 'redirectTo').mockImplementation(() => undefined);
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    server.use(http.get(`${API_HOST}/wallet/1`, () => HttpResponse.json({ message: 'nope' }, { status: 404 })));
    const { user } = renderWithProviders(<WalletButtons platform="ios" />, { signedIn: true });

    await user.click(screen.getByRole('button', { name: walletMessages.addToAppleWallet }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile', 5, 'android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 0, 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 0, 'desktop'],
  ] as const)('reads %s with %i touch points as %s', (userAgent, touchPoints, platform) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(platform);
  });
});
