import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_HOST, makeVenue } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { venueMessages } from '../messages.ts';
import { VenueCarousel } from './venue-carousel.tsx';

describe('VenueCarousel', () => {
  it('shows one venue at a time, moving on every 5 s and wrapping to the first', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(
      http.get(`${API_HOST}/venues`, () =>
        HttpResponse.json([
          makeVenue({ id: 1, name: 'The Anchor' }),
          makeVenue({ id: 2, name: 'Blue Door', website: null }),
        ]),
      ),
    );

    renderWithProviders(<VenueCarousel />);

    const logo = await screen.findByRole('img', { name: 'The Anchor' });
    const link = logo.closest('a');
    expect(link).toHaveAttribute('href', 'https://anchor.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');

    expect(screen.getByText('The Anchor', { selector: 'figcaption' })).toBeVisible();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('img', { name: 'The Anchor' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Blue Door' })).toBeInTheDocument();
    expect(screen.getByText('Blue Door', { selector: 'figcaption' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'The Anchor' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: 'The Anchor' })).toBeInTheDocument();
  });

  it('shows the venue load failure text', async () => {
    server.use(http.get(`${API_HOST}/venues`, () => new HttpResponse(null, { status: 404 })));

    renderWithProviders(<VenueCarousel />);

    expect(await screen.findByRole('alert')).toHaveTextContent(venueMessages.loadFailed);
  });

  it('shows the initials of a venue without a logo', async () => {
    server.use(http.get(`${API_HOST}/venues`, () => HttpResponse.json([makeVenue({ id: 1, name: 'Saffron & Smoke', logoUrl: '', website: null })])));
    const { container } = renderWithProviders(<VenueCarousel />);
    expect(await screen.findByRole('img', { name: 'Saffron & Smoke' })).toHaveTextContent('SS');
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
