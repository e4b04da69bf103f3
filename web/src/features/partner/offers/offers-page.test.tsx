import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { makeAdminOffer } from '../../admin/testing/admin-factories.ts';
import { toastMessages } from '../../admin/toast/messages.ts';
import { partnerMessages as m } from '../messages.ts';
import { makePartnerOffer, makeProposal } from '../testing/partner-factories.ts';
import { renderPartnerPage } from '../testing/render-partner-page.tsx';
import { PartnerOffersPage } from './offers-page.tsx';

const live = makePartnerOffer({ id: 1, title: 'Two for one', version: 2 });
const rejected = makePartnerOffer({ id: 2, title: 'Cake and coffee', active: false }, null);
rejected.proposal = makeProposal(rejected, { state: 'rejected', reason: 'Say which cakes.' });
const pendingNew = makeProposal(makeAdminOffer({ id: 0, title: 'Quiz night pint' }), { id: 9, offerId: null });

function serve(review = true) {
  const calls: unknown[] = [];
  server.use(
    http.get(`${API_HOST}/partner/offers`, () => HttpResponse.json({ items: [live, rejected], nextCursor: null })),
    http.get(`${API_HOST}/partner/offer-proposals`, () => HttpResponse.json({ items: [pendingNew, rejected.proposal], review })),
    http.post(`${API_HOST}/partner/offers/:id/:act`, async ({ params, request }) => {
      calls.push([params['act'], params['id'], await request.json()]);
      return HttpResponse.json({ ...live, active: false, version: 3 });
    }),
    http.post(`${API_HOST}/partner/offer-proposals/:id/withdraw`, async ({ params, request }) => {
      calls.push(['withdraw', params['id'], await request.json()]);
      return HttpResponse.json({ ...pendingNew, state: 'withdrawn' });
    }),
  );
  return calls;
}

describe('PartnerOffersPage', () => {
  it("lists the venue's offers, live or paused, with where each one's review stands and the scheme's reason", async () => {
    serve();
    renderPartnerPage(<PartnerOffersPage />, { path: '/partner/offers' });
    const table = await screen.findByRole('table', { name: m.caption });
    const liveRow = within(table).getByRole('row', { name: /Two for one/ });
    expect(within(liveRow).getByText(m.live)).toBeInTheDocument();
    expect(within(liveRow).getByText(m.noReview)).toBeInTheDocument();
    const rejectedRow = within(table).getByRole('row', { name: /Cake and coffee/ });
    expect(within(rejectedRow).getByText(m.paused)).toBeInTheDocument();
    expect(within(rejectedRow).getByText(m.states.rejected)).toBeInTheDocument();
    expect(within(rejectedRow).getByText(m.rejectedBecause('Say which cakes.'))).toBeInTheDocument();
    expect(within(liveRow).getByRole('link', { name: 'Two for one' })).toHaveAttribute('href', '/partner/offers/1');
    expect(screen.getByText(m.offersIntroReviewed)).toBeInTheDocument();
  });

  it('pauses a live offer and resumes a paused one at once, with the version seen', async () => {
    const calls = serve();
    const { user } = renderPartnerPage(<PartnerOffersPage />, { path: '/partner/offers' });
    await user.click(await screen.findByRole('button', { name: m.pauseOf('Two for one') }));
    await waitFor(() => expect(calls).toEqual([['pause', '1', { version: 2 }]]));
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.pausedToast('Two for one'));
    await user.click(screen.getByRole('button', { name: m.resumeOf('Cake and coffee') }));
    await waitFor(() => expect(calls).toContainEqual(['resume', '2', { version: 1 }]));
  });

  it('shows new offers sent for review, and withdraws one still waiting', async () => {
    const calls = serve();
    const { user } = renderPartnerPage(<PartnerOffersPage />, { path: '/partner/offers' });
    const section = await screen.findByRole('region', { name: m.proposalsTitle });
    expect(within(section).getByText('Quiz night pint')).toBeInTheDocument();
    expect(within(section).getByText(m.states.pending)).toBeInTheDocument();
    // A rejected change to an existing offer shows in the list, not here.
    expect(within(section).queryByText('Cake and coffee')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: m.withdrawOf('Quiz night pint') }));
    await waitFor(() => expect(calls).toEqual([['withdraw', '9', { version: 1 }]]));
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.withdrawnToast('Quiz night pint'));
  });

  it('says changes go live at once when the scheme does not review them', async () => {
    serve(false);
    renderPartnerPage(<PartnerOffersPage />, { path: '/partner/offers' });
    expect(await screen.findByText(m.offersIntroDirect)).toBeInTheDocument();
  });
});
