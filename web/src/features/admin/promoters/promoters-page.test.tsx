import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPromoter } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { formMessages } from '../form/messages.ts';
import { posterMessages } from '../poster/messages.ts';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { toastMessages } from '../toast/messages.ts';
import { promoterMessages as m } from './messages.ts';
import { AdminPromoterPage } from './promoter-page.tsx';
import { AdminPromotersPage } from './promoters-page.tsx';

const promoter: AdminPromoter = {
  id: 5,
  name: 'Sam at the fair',
  promotionId: 2,
  promotionName: 'Freshers week',
  dailyQuota: 40,
  active: true,
  revokedAt: null,
  link: 'http://localhost/promoter/PX7QK2',
  sentToday: 0,
  version: 1,
  createdAt: '2026-09-01T09:00:00.000Z',
};
const promotion = { id: 2, name: 'Freshers week' };

function serveSends() {
  server.use(http.get(`${API_HOST}/admin/promoters/5/sends`, () => HttpResponse.json({ items: [], nextCursor: null })));
}

describe('promoters', () => {
  it('offers a new promoter from the list, for the promotion the list is filtered by', async () => {
    server.use(
      http.get(`${API_HOST}/admin/promotions`, () => HttpResponse.json({ items: [promotion], nextCursor: null })),
      http.get(`${API_HOST}/admin/promoters`, () => HttpResponse.json({ items: [promoter], nextCursor: null })),
    );
    renderConsolePage(<AdminPromotersPage />, { path: '/admin/promoters', route: '/admin/promoters?promotionId=2', signedIn: makeOperatorTokens() });

    expect(await screen.findByRole('link', { name: m.newPromoter })).toHaveAttribute('href', '/admin/promoters/new?promotionId=2');
    expect(screen.queryByRole('button', { name: formMessages.create })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: promoter.name })).toBeInTheDocument();
  });

  it('creates a promoter on its own page, as venues and offers are, then opens it with its link and QR code', async () => {
    const bodies: unknown[] = [];
    serveSends();
    server.use(
      http.get(`${API_HOST}/admin/promotions`, () => HttpResponse.json({ items: [promotion], nextCursor: null })),
      http.get(`${API_HOST}/admin/promoters/5`, () => HttpResponse.json(promoter)),
      http.post(`${API_HOST}/admin/promoters`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(promoter, { status: 201 });
      }),
    );
    const { user, router } = renderConsolePage(<AdminPromoterPage />, {
      path: '/admin/promoters/:id',
      route: '/admin/promoters/new?promotionId=2',
      signedIn: makeOperatorTokens(),
    });
    await waitFor(() => expect(screen.getByLabelText(m.promotion)).toHaveValue('2'), { timeout: 5000 });
    expect(screen.getByLabelText(m.name)).toHaveAttribute('aria-required', 'true');

    await user.type(screen.getByLabelText(m.name), 'Sam at the fair');
    await user.click(screen.getByRole('button', { name: formMessages.create }));

    expect(await screen.findByRole('heading', { name: m.detailTitle('Sam at the fair') }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/promoters/5');
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.createdToast('Sam at the fair'));
    expect(bodies).toEqual([{ promotionId: 2, name: 'Sam at the fair', dailyQuota: 50 }]);
    const poster = screen.getByRole('region', { name: 'Sam at the fair' });
    expect(within(poster).getByRole('link', { name: promoter.link })).toHaveAttribute('href', promoter.link);
    expect(within(poster).getByRole('img', { name: posterMessages.qrOf('Sam at the fair') })).toBeInTheDocument();
  });

  it("words an empty promotion and quota for the operator, not as 'expected number'", async () => {
    server.use(http.get(`${API_HOST}/admin/promotions`, () => HttpResponse.json({ items: [promotion], nextCursor: null })));
    const { user, container } = renderConsolePage(<AdminPromoterPage />, { path: '/admin/promoters/:id', route: '/admin/promoters/new', signedIn: makeOperatorTokens() });
    await user.type(await screen.findByLabelText(m.name), 'Sam');
    await user.clear(screen.getByLabelText(m.dailyQuota));

    await user.click(screen.getByRole('button', { name: formMessages.create }));

    expect(await screen.findByText(m.fieldErrors.promotionId)).toBeInTheDocument();
    expect(screen.getByText(m.fieldErrors.dailyQuota)).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Invalid input|expected/);
  });

  it('revokes a promoter with the version seen, and then shows it revoked without its link', async () => {
    let current = promoter;
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API_HOST}/admin/promoters/5`, () => HttpResponse.json(current)),
      http.get(`${API_HOST}/admin/promoters/5/sends`, () =>
        HttpResponse.json({ items: [{ id: 's1', maskedPhoneNumber: '•••••••123', outcome: 'sent', createdAt: '2026-09-02T10:00:00.000Z' }], nextCursor: null }),
      ),
      http.post(`${API_HOST}/admin/promoters/5/revoke`, async ({ request }) => {
        bodies.push(await request.json());
        current = { ...promoter, active: false, revokedAt: '2026-09-03T10:00:00.000Z', version: 2 };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderConsolePage(<AdminPromoterPage />, { path: '/admin/promoters/:id', route: '/admin/promoters/5', signedIn: makeOperatorTokens() });
    expect(await screen.findByText(m.outcomes.sent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.revoke }));
    const dialog = screen.getByRole('dialog', { name: m.revokeTitle });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: m.revoke }));

    expect(await screen.findByText(m.revokedOn('3 September 2026'))).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 1 }]);
    expect(screen.queryByRole('link', { name: promoter.link })).not.toBeInTheDocument();
  });
});
