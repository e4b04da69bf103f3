import { screen, waitFor, within } from '@testing-library/react';
import type { OfferProposalReview } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { auditMessages } from '../audit/messages.ts';
import { makeAdminOffer, makeOperatorTokens } from '../testing/admin-factories.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { toastMessages } from '../toast/messages.ts';
import { reviewMessages as m } from './messages.ts';
import { AdminReviewPage } from './review-page.tsx';

const current = makeAdminOffer({ id: 7, title: 'Pint of the month', description: 'One pint.', venueId: 3, venueName: 'Harbour Lights' });
const { id: _id, venueName: _venueName, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...currentFields } = current;
const change: OfferProposalReview = {
  proposal: {
    id: 11,
    offerId: 7,
    venueId: 3,
    venueName: 'Harbour Lights',
    proposed: { ...currentFields, description: 'Two pints.' },
    state: 'pending',
    reason: null,
    proposedBy: 'manager@venuepass.example',
    proposedAt: '2026-11-28T18:00:00Z',
    decidedAt: null,
    version: 2,
  },
  before: current,
};

describe('AdminReviewPage', () => {
  it('shows what a change would do before and after, and approves it with the version seen', async () => {
    const approved: unknown[] = [];
    let items = [change];
    server.use(
      http.get(`${API_HOST}/admin/offer-proposals`, () => HttpResponse.json({ items })),
      http.post(`${API_HOST}/admin/offer-proposals/:id/approve`, async ({ request, params }) => {
        approved.push([params['id'], await request.json()]);
        items = [];
        return HttpResponse.json({ ...change, proposal: { ...change.proposal, state: 'approved' } });
      }),
    );
    const { user } = renderConsolePage(<AdminReviewPage />, { signedIn: makeOperatorTokens() });
    expect(await screen.findByRole('heading', { name: m.change('Pint of the month') })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: m.changesOf('Pint of the month') });
    // Only what changes: the description, one pint before and two after.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /One pint\. Two pints\./ })).toBeInTheDocument();
    expect(within(table).queryByText(auditMessages.fields.venueId)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.approveOf('Pint of the month') }));
    await waitFor(() => expect(approved).toEqual([['11', { version: 2 }]]));
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.approved('Pint of the month'));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends with the version seen', async () => {
    const rejected: unknown[] = [];
    const fresh: OfferProposalReview = { proposal: { ...change.proposal, id: 12, offerId: null, proposed: { ...currentFields, title: 'Quiz night' } }, before: null };
    server.use(
      http.get(`${API_HOST}/admin/offer-proposals`, () => HttpResponse.json({ items: [fresh] })),
      http.post(`${API_HOST}/admin/offer-proposals/:id/reject`, async ({ request, params }) => {
        rejected.push([params['id'], await request.json()]);
        return HttpResponse.json({ ...fresh, proposal: { ...fresh.proposal, state: 'rejected' } });
      }),
    );
    const { user } = renderConsolePage(<AdminReviewPage />, { signedIn: makeOperatorTokens() });
    expect(await screen.findByRole('heading', { name: m.newOffer('Quiz night') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.rejectOf('Quiz night') }));
    await user.click(screen.getByRole('button', { name: m.reject }));
    expect(await screen.findByText('Say why, so the venue can put it right.')).toBeInTheDocument();
    expect(rejected).toEqual([]);

    await user.type(screen.getByLabelText(m.reason), 'Quiz nights need a licence.');
    await user.click(screen.getByRole('button', { name: m.reject }));
    await waitFor(() => expect(rejected).toEqual([['12', { reason: 'Quiz nights need a licence.', version: 2 }]]));
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.rejected('Quiz night'));
  });
});
