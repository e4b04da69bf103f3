import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it, vi } from 'vitest';
import { API_HOST, makeProfile } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { formatCardDate, userMessages } from '../messages.ts';
import { Dashboard } from './dashboard.tsx';

function qrPath(container: ParentNode): string | null | undefined {
  return container.querySelector('svg path:last-of-type')?.getAttribute('d');
}

describe('Dashboard', () => {
  it('shows the welcome line, My Offers link and the loyalty card', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile({ userId: 'member-42' }))));

    renderWithProviders(<Dashboard />, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: userMessages.myOffers })).toHaveAttribute('href', '/offers');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('November 23, 2026')).toBeInTheDocument();
    expect(screen.getByText(userMessages.photoPlaceholder)).toBeInTheDocument();
    expect(screen.getByText(userMessages.qrCaption)).toBeInTheDocument();
    expect(screen.getByText(userMessages.desktopWalletNote)).toBeInTheDocument();

    const qr = await screen.findByRole('img', { name: userMessages.qrLabel });
    expect(qr).toHaveAttribute('width', '180');
    expect(qr).toHaveAttribute('height', '180');
    const { container: expected } = render(<QRCodeSVG value="member-42" size={180} />);
    const { container: other } = render(<QRCodeSVG value="someone-else" size={180} />);
    expect(qrPath(qr.parentElement!)).toBe(qrPath(expected));
    expect(qrPath(qr.parentElement!)).not.toBe(qrPath(other));
  });

  it('welcomes a member who joined within a day, and welcomes back one who joined earlier', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile({ memberSince: '2026-11-23T11:55:00Z' }))));
    const { unmount } = renderWithProviders(<Dashboard />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: userMessages.welcome('Ada') })).toHaveTextContent('Welcome, Ada');
    unmount();

    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile({ memberSince: '2026-11-22T11:59:00Z' }))));
    renderWithProviders(<Dashboard />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: userMessages.welcomeBack('Ada') })).toHaveTextContent('Welcome back, Ada');
  });

  it('passes the codes from navigation state to GET /me', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${API_HOST}/me`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(makeProfile());
      }),
    );

    renderWithProviders(<Dashboard />, {
      signedIn: true,
      route: { pathname: '/', state: { registrationCode: 'REG1', verificationCode: 'VER1' } },
    });

    await screen.findByText(userMessages.qrCaption);
    expect(Object.fromEntries(seen[0]!)).toEqual({ registrationSourceCode: 'REG1', verificationCode: 'VER1' });
  });

  it('sends the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API_HOST}/me`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(makeProfile());
      }),
    );

    const { store } = renderWithProviders(<Dashboard />, { signedIn: true });

    await screen.findByText(userMessages.qrCaption);
    expect(authorization).toBe(`Bearer ${store.getState().auth.token?.access_token}`);
  });

  it('shows the required message when the profile cannot be loaded', async () => {
    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json({ message: 'nope' }, { status: 404 })));

    renderWithProviders(<Dashboard />, { signedIn: true });

    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.loadFailed);
  });
});

describe('formatCardDate', () => {
  it('uses the long US format', () => {
    expect(formatCardDate(new Date('2026-01-05T12:00:00Z'))).toBe('January 5, 2026');
  });

  it("gives today's date in London, whatever the phone's zone (Auckland in these tests)", () => {
    expect(formatCardDate(new Date('2026-06-30T23:30:00Z'))).toBe('July 1, 2026');
    expect(formatCardDate(new Date('2026-07-01T10:00:00Z'))).toBe('July 1, 2026');
  });
});
