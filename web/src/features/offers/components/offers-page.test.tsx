import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Offer, type OfferCatalogue, OFFER_PAGE_VENUES } from '@venue-pass/contracts';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { venueMessages } from '../../venues/messages.ts';
import { offerMessages, unlockSteps } from '../messages.ts';
import { makeLockedOffer, makeOffer, makeOfferVenue } from '../offer-factories.ts';
import { OfferDetailsRoute } from './offer-dialog.tsx';
import { OffersPage } from './offers-page.tsx';

const offersRoutes = [
  { path: '/offers', element: <OffersPage />, children: [{ path: ':id', element: <OfferDetailsRoute basePath="/offers" /> }] },
];

function renderOffers(
  offers: Offer[] | (() => Response),
  route: string | { pathname: string; state?: unknown } = '/offers',
  { signedIn = true, catalogue = [] }: { signedIn?: boolean; catalogue?: OfferCatalogue } = {},
) {
  server.use(
    http.get(`${API_HOST}/offers`, () => (typeof offers === 'function' ? offers() : HttpResponse.json(offers))),
    http.get(`${API_HOST}/offers/catalogue`, () => HttpResponse.json(catalogue)),
  );
  return renderWithProviders(<p>unused</p>, { path: '/unused', route, routes: offersRoutes, signedIn });
}

const groupNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('OffersPage', () => {
  it("groups offers by venue in the server's order, favourite venues first, each with a star", async () => {
    const bell = makeOfferVenue({ id: 2, name: 'bell Inn' });
    const anchor = makeOfferVenue({ id: 1, name: 'The Anchor' });
    const zebra = makeOfferVenue({ id: 3, name: 'Zebra', isFavourite: true });
    renderOffers([
      makeOffer({ id: 2, name: 'Jazz', venue: zebra }),
      makeOffer({ id: 3, name: 'Roast', venue: bell }),
      makeOffer({ id: 1, name: 'Pint', venue: anchor }),
      makeOffer({ id: 4, name: 'Quiz', venue: anchor }),
    ]);

    await screen.findByRole('heading', { level: 2, name: 'Zebra' });
    expect(groupNames()).toEqual(['Zebra', 'bell Inn', 'The Anchor']);
    const anchorGroup = screen.getByRole('region', { name: 'The Anchor' });
    expect(within(anchorGroup).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pint', 'Quiz']);
    expect(within(anchorGroup).getByRole('button', { name: venueMessages.favourite('The Anchor') })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: venueMessages.favourite('Zebra') })).toHaveAttribute('aria-pressed', 'true');
  });

  describe('a city of venues, a page at a time', () => {
    const venues = Array.from({ length: OFFER_PAGE_VENUES + 3 }, (_, index) => makeOfferVenue({ id: 100 + index, name: `Venue ${String(index).padStart(2, '0')}` }));
    const cityOffers = venues.map((venue, index) => makeOffer({ id: 1000 + index, name: `Offer of ${venue.name}`, venue }));

    /** Answers as the server does: the venues after `after`, `venues` of them; records each query. */
    function serveCity(asked: URLSearchParams[], failAfter?: number) {
      return () =>
        http.get(`${API_HOST}/offers`, ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked.push(query);
          const after = query.get('after');
          if (after !== null && Number(after) === failAfter) return HttpResponse.json({ message: 'down' }, { status: 503 });
          const start = after === null ? 0 : cityOffers.findIndex((offer) => offer.venue.id === Number(after)) + 1;
          return HttpResponse.json(cityOffers.slice(start, start + Number(query.get('venues'))));
        });
    }

    it('asks for the first venues, then the next as the member scrolls to the end, until a short page', async () => {
      const asked: URLSearchParams[] = [];
      server.use(serveCity(asked)());
      renderWithProviders(<p>unused</p>, { path: '/unused', route: '/offers', routes: offersRoutes, signedIn: true });

      await screen.findByRole('heading', { level: 2, name: 'Venue 09' });
      expect(screen.queryByRole('heading', { level: 2, name: 'Venue 10' })).not.toBeInTheDocument();
      expect(asked.map((query) => query.toString())).toEqual([`venues=${OFFER_PAGE_VENUES}`]);

      mockAllIsIntersecting(true);
      await screen.findByRole('heading', { level: 2, name: 'Venue 12' });
      expect(groupNames()).toEqual(venues.map((venue) => venue.name));
      expect(asked.map((query) => query.toString())).toEqual([`venues=${OFFER_PAGE_VENUES}`, `venues=${OFFER_PAGE_VENUES}&after=109`]);
      // A short page is the last: nothing more to load.
      expect(screen.queryByRole('button', { name: offerMessages.moreVenues })).not.toBeInTheDocument();
    });

    it('says so at the end when a page fails, and tries it again on the button only', async () => {
      const asked: URLSearchParams[] = [];
      server.use(serveCity(asked, 109)());
      const { user } = renderWithProviders(<p>unused</p>, { path: '/unused', route: '/offers', routes: offersRoutes, signedIn: true });
      await screen.findByRole('heading', { level: 2, name: 'Venue 09' });

      mockAllIsIntersecting(true);
      expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.loadFailed);
      // The first venues stay on show.
      expect(groupNames()).toHaveLength(OFFER_PAGE_VENUES);
      const tries = asked.length;

      server.use(serveCity(asked)());
      await user.click(screen.getByRole('button', { name: offerMessages.moreVenues }));
      await screen.findByRole('heading', { level: 2, name: 'Venue 12' });
      expect(asked.length).toBe(tries + 1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it("shows name, description and 'Ends {date}' on a card only when the end year is below 3000", async () => {
    renderOffers([
      makeOffer({ id: 1, name: 'Ends soon', description: 'Hurry', dateVisibleTo: '2026-03-12T18:00:00.000Z' }),
      makeOffer({ id: 2, name: 'Last of the millennium', dateVisibleTo: '2999-12-31T12:00:00.000Z' }),
      makeOffer({ id: 3, name: 'Year 3000', dateVisibleTo: '3000-01-01T12:00:00.000Z' }),
      makeOffer({ id: 4, name: 'Forever', dateVisibleTo: '9999-12-31T23:59:59.000Z' }),
    ]);

    const soon = await screen.findByRole('article', { name: 'Ends soon' });
    expect(soon).toHaveTextContent('Hurry');
    expect(within(soon).getByText(offerMessages.ends('12 March 2026'))).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Last of the millennium' })).getByText(offerMessages.ends('31 December 2999'))).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Year 3000' })).queryByText(/^Ends/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Forever' })).queryByText(/^Ends/)).not.toBeInTheDocument();
  });

  it('opens the dialog at /offers/{id} with Valid until, 12-hour times and Not Available; Close returns to /offers', async () => {
    const { user, router } = renderOffers([makeOffer({ id: 7, name: 'Cocktails', dateVisibleTo: '2026-03-12T18:00:00.000Z' })]);

    await user.click(await screen.findByRole('button', { name: offerMessages.detailsOf('Cocktails') }));
    const dialog = await screen.findByRole('dialog', { name: 'Cocktails' });
    expect(router.state.location.pathname).toBe('/offers/7');
    expect(dialog).toHaveTextContent(`${offerMessages.validUntil} 12 March 2026`);
    const times = within(dialog).getAllByRole('definition').map((entry) => entry.textContent);
    expect(times).toEqual([
      offerMessages.notAvailable,
      '5:00 PM - 11:00 PM',
      '5:00 PM - 11:00 PM',
      '5:00 PM - 11:00 PM',
      '5:00 PM - 11:59 PM',
      '12:00 PM - 11:59 PM',
      '12:30 AM - 12:00 PM',
    ]);
    expect(within(dialog).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);

    await user.click(within(dialog).getByRole('button', { name: offerMessages.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/offers');
  });

  it("hides 'Valid until' in the dialog at year 9999 but not at 3000", async () => {
    const { user } = renderOffers([
      makeOffer({ id: 1, name: 'Forever', dateVisibleTo: '9999-12-31T23:59:59.000Z' }),
      makeOffer({ id: 2, name: 'Far future', dateVisibleTo: '3000-06-01T12:00:00.000Z' }),
    ]);

    await user.click(await screen.findByRole('button', { name: offerMessages.detailsOf('Forever') }));
    expect(await screen.findByRole('dialog', { name: 'Forever' })).not.toHaveTextContent(offerMessages.validUntil);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: offerMessages.detailsOf('Far future') }));
    expect(await screen.findByRole('dialog', { name: 'Far future' })).toHaveTextContent(`${offerMessages.validUntil} 1 June 3000`);
  });

  it('redirects a direct visit to /offers/{id}, which has no offer in navigation state, to /offers', async () => {
    const { router } = renderOffers([makeOffer({ id: 7, name: 'Cocktails' })], '/offers/7');
    await screen.findByRole('article', { name: 'Cocktails' });
    expect(router.state.location.pathname).toBe('/offers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('redirects to /offers when the offer in state is not the one the address names', async () => {
    const { router } = renderOffers([makeOffer({ id: 7 })], { pathname: '/offers/8', state: { offer: makeOffer({ id: 7 }) } });
    await screen.findByRole('article', { name: makeOffer().name });
    expect(router.state.location.pathname).toBe('/offers');
  });

  it('shows a locked offer with what to do to unlock it, and no Details', async () => {
    renderOffers([
      makeLockedOffer({ id: 1, name: 'Free programme', requirement: 'VerifiedAccount' }),
      makeLockedOffer({ id: 2, name: 'Skip the queue', requirement: 'Photo' }),
      makeLockedOffer({ id: 3, name: 'Student coffee', requirement: 'StudentEmail' }),
    ]);

    const locked = await screen.findByRole('article', { name: 'Free programme' });
    expect(within(locked).getByRole('img', { name: offerMessages.locked })).toBeInTheDocument();
    expect(locked).toHaveTextContent(unlockSteps.VerifiedAccount.text);
    expect(within(locked).getByRole('link', { name: unlockSteps.VerifiedAccount.linkText })).toHaveAttribute('href', '/verify');
    expect(within(locked).queryByRole('button', { name: /Details/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Skip the queue' })).getByRole('link')).toHaveAttribute('href', '/photo');
    expect(within(screen.getByRole('article', { name: 'Student coffee' })).getByRole('link')).toHaveAttribute('href', '/student-email');
  });

  it('asks to log in when there are no offers', async () => {
    const { user } = renderOffers([]);
    expect(await screen.findByText(offerMessages.emptyOffers)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: offerMessages.login }));
    expect(currentLocation()).toBe('/login');
  });

  it('shows a visitor what the scheme offers, titles only, with Register beside Login', async () => {
    let offersAsked = 0;
    const { user } = renderOffers(() => {
      offersAsked += 1;
      return HttpResponse.json([]);
    }, '/offers', {
      signedIn: false,
      catalogue: [
        { id: 1, name: 'Harbour Lights', logoUrl: '', offers: [{ id: 7, name: 'Welcome drink' }, { id: 8, name: 'Two for one' }] },
        { id: 2, name: 'The Lantern', logoUrl: '/media/venues/l.svg', offers: [{ id: 9, name: 'Preview tickets' }] },
      ],
    });
    expect(await screen.findByText(offerMessages.emptyOffers)).toBeInTheDocument();
    const harbour = await screen.findByRole('region', { name: 'Harbour Lights' });
    expect(within(harbour).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Welcome drink', 'Two for one']);
    expect(screen.getByRole('region', { name: 'The Lantern' })).toHaveTextContent('Preview tickets');
    expect(screen.getByRole('heading', { level: 2, name: offerMessages.catalogueTitle })).toBeInTheDocument();
    // A visitor's list is always empty: the page does not ask for it, and asks them to log in at once.
    expect(offersAsked).toBe(0);
    await user.click(screen.getByRole('link', { name: offerMessages.register }));
    expect(currentLocation()).toBe('/register');
  });

  it('shows a signed-in member with no offers neither Register nor the catalogue', async () => {
    renderOffers([], '/offers', { catalogue: [{ id: 1, name: 'Harbour Lights', logoUrl: '', offers: [{ id: 7, name: 'Welcome drink' }] }] });
    expect(await screen.findByText(offerMessages.emptyOffers)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: offerMessages.register })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: offerMessages.catalogueTitle })).not.toBeInTheDocument();
  });

  it('shows the offers load failure text', async () => {
    renderOffers(() => HttpResponse.json({ message: 'nope' }, { status: 404 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.loadFailed);
    expect(screen.queryByText(offerMessages.emptyOffers)).not.toBeInTheDocument();
  });

  it("shows a venue without a logo by its initials beside its name, and no broken image", async () => {
    const lantern = makeOfferVenue({ id: 5, name: 'The Lantern Theatre', logoUrl: '' });
    renderOffers([makeOffer({ id: 1, name: 'Preview tickets', venue: lantern })]);
    const group = await screen.findByRole('region', { name: 'The Lantern Theatre' });
    expect(group.querySelector('img')).toBeNull();
    expect(group).toHaveTextContent('LT');
  });
});
