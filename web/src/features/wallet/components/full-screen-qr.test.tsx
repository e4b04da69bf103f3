import { cardNumberFromUserId } from '@venue-pass/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it, vi } from 'vitest';
import { LoyaltyCard } from '../../users/components/loyalty-card.tsx';
import { userMessages } from '../../users/messages.ts';
import { API_HOST, makeProfile } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { walletMessages } from '../messages.ts';

const USER_ID = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';

function qrPath(svg: Element): string | null | undefined {
  return svg.querySelector('path:last-of-type')?.getAttribute('d');
}

describe('cardNumberFromUserId', () => {
  it('prints the first 12 hex digits of the userId in groups of four', () => {
    expect(cardNumberFromUserId(USER_ID)).toBe('3F2A 9C1E 7B4D');
  });
});

describe('LoyaltyCard at the door', () => {
  it('prints the card number under the QR code, which stays the userId', () => {
    renderWithProviders(<LoyaltyCard profile={makeProfile({ userId: USER_ID })} today={new Date(2026, 10, 23)} />, { signedIn: true });

    expect(screen.getByTestId('card-number')).toHaveTextContent('3F2A 9C1E 7B4D');
    const qr = screen.getByRole('img', { name: userMessages.qrLabel });
    const { container } = render(<QRCodeSVG value={USER_ID} size={180} />);
    expect(qrPath(qr)).toBe(qrPath(container.querySelector('svg')!));
  });

  it('opens a full-screen black-on-white QR code with a text alternative and closes it again', async () => {
    const { user } = renderWithProviders(<LoyaltyCard profile={makeProfile({ userId: USER_ID, firstName: 'Ada', lastName: 'Lovelace' })} today={new Date()} />, {
      signedIn: true,
    });

    await user.click(screen.getByRole('button', { name: walletMessages.showFullScreen }));

    const dialog = await screen.findByRole('dialog');
    const big = within(dialog).getByRole('img', { name: walletMessages.qrAlternative('3F2A 9C1E 7B4D') });
    expect(big.querySelector('path:last-of-type')).toHaveAttribute('fill', '#000000');
    expect(big.querySelector('path:first-of-type')).toHaveAttribute('fill', '#ffffff');
    const { container } = render(<QRCodeSVG value={USER_ID} size={320} level="M" marginSize={4} />);
    expect(qrPath(big)).toBe(qrPath(container.querySelector('svg')!));
    expect(within(dialog).getByText('3F2A 9C1E 7B4D')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: walletMessages.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a screen wake lock while the full-screen code shows, and releases it on close', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      const { user } = renderWithProviders(<LoyaltyCard profile={makeProfile({ userId: USER_ID })} today={new Date()} />, { signedIn: true });
      await user.click(screen.getByRole('button', { name: walletMessages.showFullScreen }));
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: walletMessages.close }));
      await waitFor(() => expect(release).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('shows the stored photo when hasPhotoUpload is true, the placeholder otherwise', async () => {
    server.use(http.get(`${API_HOST}/me/photo`, () => HttpResponse.json({ photoData: 'AAAA' })));
    const { unmount } = renderWithProviders(
      <LoyaltyCard profile={makeProfile({ hasPhotoUpload: true, firstName: 'Ada', lastName: 'Lovelace' })} today={new Date()} />,
      { signedIn: true },
    );
    expect(await screen.findByRole('img', { name: walletMessages.memberPhotoAlt('Ada Lovelace') })).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
    expect(screen.queryByText(userMessages.photoPlaceholder)).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<LoyaltyCard profile={makeProfile({ hasPhotoUpload: false })} today={new Date()} />, { signedIn: true });
    expect(screen.getByText(userMessages.photoPlaceholder)).toBeInTheDocument();
  });
});
