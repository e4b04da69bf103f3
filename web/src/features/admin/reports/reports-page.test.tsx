import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { reportMessages as m } from './messages.ts';
import { AdminReportsPage } from './reports-page.tsx';

describe('AdminReportsPage', () => {
  // Issue 22, "One date and time style": en-GB days, counted up to today in London (these tests run in Auckland).
  it("asks for the last 30 days up to today in London and writes the days out en-GB", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-30T23:30:00Z') });
    const asked: string[] = [];
    server.use(
      http.get(`${API_HOST}/admin/reports/:name`, ({ params, request }) => {
        const url = new URL(request.url);
        asked.push(`${String(params['name'])} ${url.searchParams.get('from')} ${url.searchParams.get('to')}`);
        const from = url.searchParams.get('from');
        const to = url.searchParams.get('to');
        const rows = params['name'] === 'messages-per-channel' ? [{ day: '2026-07-01', channel: 'email', messages: 2 }] : [];
        return HttpResponse.json({ from, to, rows });
      }),
    );
    renderWithProviders(<AdminReportsPage />, { signedIn: makeOperatorTokens() });

    expect(await screen.findByText(m.rangeText('2 June 2026', '1 July 2026'))).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: m.figuresOf(m.reports['messages-per-channel']) });
    expect(within(figures).getByRole('cell', { name: '1 July 2026' })).toBeInTheDocument();
    expect(asked).toContain('messages-per-channel 2026-06-02 2026-07-01');
  });

  it("draws redemptions per day as the day's totals and tables each offer's total over the dates", async () => {
    server.use(
      http.get(`${API_HOST}/admin/reports/:name`, ({ params, request }) => {
        const url = new URL(request.url);
        const range = { from: url.searchParams.get('from'), to: url.searchParams.get('to') };
        if (params['name'] !== 'redemptions-per-day') return HttpResponse.json({ ...range, rows: [] });
        return HttpResponse.json({
          ...range,
          rows: [{ day: '2026-06-01', redemptions: 7 }],
          offers: [{ venueId: 1, venueName: 'Anchor', offerId: 2, offerTitle: 'Cake', redemptions: 7 }],
        });
      }),
    );
    renderWithProviders(<AdminReportsPage />, { signedIn: makeOperatorTokens() });

    const figures = await screen.findByRole('region', { name: m.figuresOf(m.reports['redemptions-per-day']) });
    expect(within(figures).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([m.columns.venueName, m.columns.offerTitle, m.columns.redemptions]);
    expect(within(figures).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Anchor', 'Cake', '7']);
  });
});
