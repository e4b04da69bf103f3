import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Venue } from '@venue-pass/contracts';
import { API_HOST, makeVenue } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { venueHeadingMessages } from '../heading-messages.ts';
import { venueMessages } from '../messages.ts';
import { VenuesPage } from './venues-page.tsx';

/** A tiny venues API: favourites live in a set, as they would on the server. */
function serveVenues(venues: Venue[]) {
  const favourites = new Set(venues.filter((venue) => venue.isFavourite).map((venue) => venue.id));
  const current = () => venues.map((venue) => ({ ...venue, isFavourite: favourites.has(venue.id) }));
  const posted: string[] = [];
  server.use(
    http.get(`${API_HOST}/venues`, () => HttpResponse.json(current())),
    http.post(`${API_HOST}/venues/:id/:action`, ({ params }) => {
      const id = Number(params['id']);
      posted.push(`${id}/${String(params['action'])}`);
      if (params['action'] === 'favourite') favourites.add(id);
      else favourites.delete(id);
      return HttpResponse.json(current().find((venue) => venue.id === id));
    }),
  );
  return posted;
}

const venueNames = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('VenuesPage', () => {
  it("shows 'Our Venues' with favourites first, then alphabetically ignoring case", async () => {
    serveVenues([
      makeVenue({ id: 1, name: 'zebra Bar' }),
      makeVenue({ id: 2, name: 'Apple Café' }),
      makeVenue({ id: 3, name: 'The Yard', isFavourite: true }),
    ]);
    renderWithProviders(<VenuesPage />, { path: '/venues', signedIn: true });

    expect(screen.getByRole('heading', { level: 1, name: venueHeadingMessages.ourVenues })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'The Yard' });
    expect(venueNames()).toEqual(['The Yard', 'Apple Café', 'zebra Bar']);
  });

  it('shows Visit Site, opening a new tab, only for a venue with a website', async () => {
    serveVenues([makeVenue({ id: 1, name: 'The Anchor', website: 'https://anchor.example' }), makeVenue({ id: 2, name: 'Blue Door', website: null })]);
    renderWithProviders(<VenuesPage />, { path: '/venues' });

    const anchor = await screen.findByRole('listitem', { name: 'The Anchor' });
    const link = within(anchor).getByRole('link', { name: /^Visit Site/ });
    expect(link).toHaveAttribute('href', 'https://anchor.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(venueMessages.visitSiteOf('The Anchor'));
    expect(within(screen.getByRole('listitem', { name: 'Blue Door' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('toggles a favourite with the star, which moves the venue to the top', async () => {
    const posted = serveVenues([makeVenue({ id: 1, name: 'Apple Café' }), makeVenue({ id: 2, name: 'Zebra Bar' })]);
    const { user } = renderWithProviders(<VenuesPage />, { path: '/venues', signedIn: true });

    const star = await screen.findByRole('button', { name: venueMessages.favourite('Zebra Bar') });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(venueNames).toEqual(['Zebra Bar', 'Apple Café']);
    expect(posted).toEqual(['2/favourite']);

    await user.click(screen.getByRole('button', { name: venueMessages.favourite('Zebra Bar') }));
    await expect.poll(venueNames).toEqual(['Apple Café', 'Zebra Bar']);
    expect(screen.getByRole('button', { name: venueMessages.favourite('Zebra Bar') })).toHaveAttribute('aria-pressed', 'false');
    expect(posted).toEqual(['2/favourite', '2/unfavourite']);
  });

  it('tells a visitor who taps a star that favourites need an account, then sends them to sign in, coming back to /venues', async () => {
    const posted = serveVenues([makeVenue({ id: 1, name: 'The Anchor' })]);
    const { user } = renderWithProviders(<VenuesPage />, { path: '/venues' });

    await user.click(await screen.findByRole('button', { name: venueMessages.favourite('The Anchor') }));
    expect(await screen.findByText(venueMessages.favouritesNeedAccount)).toBeVisible();
    expect(screen.getByRole('link', { name: venueMessages.favouriteRegister })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: venueMessages.favouriteLogin }));
    await expect.poll(currentLocation).toBe('/login');
    expect(currentLocationState()).toEqual({ returnUrl: '/venues' });
    expect(posted).toEqual([]);
  });

  it('sends a member whose session has ended to sign in when the star is refused, coming back to /venues', async () => {
    server.use(
      http.get(`${API_HOST}/venues`, () => HttpResponse.json([makeVenue({ id: 1, name: 'The Anchor' })])),
      http.post(`${API_HOST}/venues/:id/favourite`, () => HttpResponse.json({ message: 'Sign in to continue.' }, { status: 401 })),
    );
    const { user } = renderWithProviders(<VenuesPage />, { path: '/venues', signedIn: true });

    await user.click(await screen.findByRole('button', { name: venueMessages.favourite('The Anchor') }));
    await expect.poll(currentLocation).toBe('/login');
    expect(currentLocationState()).toEqual({ returnUrl: '/venues' });
  });

  it('says so when a favourite cannot be saved, and shows the star as it was', async () => {
    server.use(
      http.get(`${API_HOST}/venues`, () => HttpResponse.json([makeVenue({ id: 1, name: 'The Anchor' })])),
      http.post(`${API_HOST}/venues/:id/favourite`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const { user } = renderWithProviders(<VenuesPage />, { path: '/venues', signedIn: true });

    const star = await screen.findByRole('button', { name: venueMessages.favourite('The Anchor') });
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(venueMessages.favouriteFailed('The Anchor'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the venue load failure text', async () => {
    server.use(http.get(`${API_HOST}/venues`, () => new HttpResponse(null, { status: 404 })));
    renderWithProviders(<VenuesPage />, { path: '/venues' });
    expect(await screen.findByRole('alert')).toHaveTextContent(venueMessages.loadFailed);
  });

  // Issue 22 item 9: a venue without a logo, or whose logo does not load, shows its initials, not a broken image.
  it('shows the initials of a venue without a logo, and of one whose logo does not load', async () => {
    serveVenues([makeVenue({ id: 1, name: 'Harbour Lights', logoUrl: '' }), makeVenue({ id: 2, name: 'The Copper Kettle' })]);
    const { container } = renderWithProviders(<VenuesPage />, { path: '/venues', signedIn: true });

    const harbour = await screen.findByRole('img', { name: 'Harbour Lights' });
    expect(harbour).toHaveTextContent('HL');
    expect(container.querySelector('img:not([src]), img[src=""]')).toBeNull();

    fireEvent.error(screen.getByRole('img', { name: 'The Copper Kettle' }));
    expect(await screen.findByRole('img', { name: 'The Copper Kettle' })).toHaveTextContent('CK');
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
