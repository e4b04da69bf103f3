import { screen, waitFor } from '@testing-library/react';
import type { AdminOfferPreview } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { formMessages } from '../../admin/form/messages.ts';
import { offerMessages } from '../../admin/offers/messages.ts';
import { makeAdminVenue } from '../../admin/testing/admin-factories.ts';
import { toastMessages } from '../../admin/toast/messages.ts';
import { partnerMessages as m } from '../messages.ts';
import { makePartnerOffer, makeProposal } from '../testing/partner-factories.ts';
import { renderPartnerPage } from '../testing/render-partner-page.tsx';
import { PartnerOfferPage } from './offer-page.tsx';

const offer = makePartnerOffer({ id: 12, venueId: 4, venueName: 'The Lantern', title: 'Two for one', description: 'Two drinks.', version: 3 });
const offerVenue = { id: 4, name: 'The Lantern', logoUrl: '/media/venues/4.png', description: '', isFavourite: false };
const preview: AdminOfferPreview = {
  unlocked: { id: 12, name: 'Two for one', description: 'Two drinks.', dateVisibleTo: offer.endsAt, venue: offerVenue, dealAvailability: offer.availability, requirement: 'None', locked: false },
  locked: null,
  atTheCounter: null,
};

function serve(stored = offer, review = true) {
  const puts: unknown[] = [];
  const previews: string[] = [];
  server.use(
    http.get(`${API_HOST}/partner/venues`, () => HttpResponse.json({ items: [makeAdminVenue({ id: 4, name: 'The Lantern' })], nextCursor: null })),
    http.get(`${API_HOST}/partner/offers/12`, () => HttpResponse.json(stored)),
    http.get(`${API_HOST}/partner/offers/12/preview`, ({ request }) => {
      previews.push(new URL(request.url).pathname);
      return HttpResponse.json(preview);
    }),
    http.get(`${API_HOST}/partner/offer-proposals`, () => HttpResponse.json({ items: stored.proposal ? [stored.proposal] : [], review })),
    http.put(`${API_HOST}/partner/offers/12`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const { version: _version, ...proposed } = body;
      return HttpResponse.json(review ? { offer: stored, proposal: makeProposal(stored, {}, proposed) } : { offer: { ...stored, ...proposed, version: 4 }, proposal: null });
    }),
  );
  return { puts, previews };
}

describe('PartnerOfferPage', () => {
  it('sends a change for review with the version seen, beside the members’ preview, with no way to pause through review', async () => {
    const { puts, previews } = serve();
    const { user } = renderPartnerPage(<PartnerOfferPage />, { path: '/partner/offers/:id', route: '/partner/offers/12' });
    expect(await screen.findByRole('heading', { name: offerMessages.editTitle('Two for one') })).toBeInTheDocument();
    expect(screen.queryByLabelText(offerMessages.active)).not.toBeInTheDocument();
    expect(screen.getByText(m.live)).toBeInTheDocument();
    await waitFor(() => expect(previews).toContain('/api/partner/offers/12/preview'));

    await user.clear(screen.getByLabelText(offerMessages.description));
    await user.type(screen.getByLabelText(offerMessages.description), 'Two drinks, any evening.');
    await user.click(await screen.findByRole('button', { name: m.sendForReview }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ description: 'Two drinks, any evening.', title: 'Two for one', venueId: 4, version: 3 });
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.sentForReviewToast('Two for one'));
  }, 20_000);

  it('starts from a change still waiting, says so, and saves without review when the scheme does not review', async () => {
    const waiting = { ...offer, proposal: makeProposal(offer, {}, { description: 'Three drinks.' }) };
    serve(waiting, false);
    renderPartnerPage(<PartnerOfferPage />, { path: '/partner/offers/:id', route: '/partner/offers/12' });
    expect(await screen.findByText(m.pendingChange)).toBeInTheDocument();
    expect(screen.getByLabelText(offerMessages.description)).toHaveValue('Three drinks.');
    expect(screen.getByRole('button', { name: m.withdrawOf('Two for one') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: formMessages.save })).toBeInTheDocument();
  });

  it("shows the scheme's reason when it did not accept the last change", async () => {
    serve({ ...offer, proposal: makeProposal(offer, { state: 'rejected', reason: 'Name the drinks.' }) });
    renderPartnerPage(<PartnerOfferPage />, { path: '/partner/offers/:id', route: '/partner/offers/12' });
    expect(await screen.findByText(m.rejectedChange)).toBeInTheDocument();
    expect(screen.getByText(m.rejectedBecause('Name the drinks.'))).toBeInTheDocument();
  });

  it('proposes a new offer, which goes live only once approved, and returns to the list', async () => {
    const posts: unknown[] = [];
    server.use(
      http.get(`${API_HOST}/partner/venues`, () => HttpResponse.json({ items: [makeAdminVenue({ id: 4, name: 'The Lantern' })], nextCursor: null })),
      http.get(`${API_HOST}/partner/offer-proposals`, () => HttpResponse.json({ items: [], review: true })),
      http.get(`${API_HOST}/partner/offers`, () => HttpResponse.json({ items: [], nextCursor: null })),
      http.post(`${API_HOST}/partner/offers`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        return HttpResponse.json({ offer: null, proposal: makeProposal(offer, { offerId: null }, body) }, { status: 201 });
      }),
    );
    const { user, router } = renderPartnerPage(<PartnerOfferPage />, { path: '/partner/offers/:id', route: '/partner/offers/new' });
    expect(await screen.findByText(m.newOfferReviewed)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(offerMessages.venue), await screen.findByRole('option', { name: 'The Lantern' }));
    await user.type(screen.getByLabelText(offerMessages.offerTitle), 'Quiz night pint');
    await user.type(screen.getByLabelText(offerMessages.description), 'A pint on quiz night.');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${formMessages.noEnd}`) }));
    await user.click(await screen.findByRole('button', { name: m.sendForReview }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ venueId: 4, title: 'Quiz night pint', active: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/offers'));
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.sentForReviewToast('Quiz night pint'));
  }, 20_000);
});
