import { screen, waitFor, within } from '@testing-library/react';
import type { PartnerFigures } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { partnerMessages as m } from '../messages.ts';
import { renderPartnerPage } from '../testing/render-partner-page.tsx';
import { PartnerFiguresPage } from './figures-page.tsx';

function figures(from: string, to: string): PartnerFigures {
  return {
    from,
    to,
    totals: { redemptions: 1234, members: 87, vouchersRedeemed: 5 },
    days: [{ day: to, redemptions: 1234, vouchersRedeemed: 5 }],
    offers: [{ venueId: 3, venueName: 'Harbour Lights', offerId: 7, offerTitle: 'Pint of the month', redemptions: 1234 }],
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, redemptions: { 21: 1239, 13: 2 }[hour] ?? 0 })),
  };
}

describe('PartnerFiguresPage', () => {
  it("shows the last 30 days' totals, and each offer and hour as a table, from /api/partner/figures", async () => {
    const ranges: string[] = [];
    server.use(
      http.get(`${API_HOST}/partner/figures`, ({ request }) => {
        const url = new URL(request.url);
        const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];
        ranges.push(`${from}..${to}`);
        return HttpResponse.json(figures(from, to));
      }),
    );
    const { user } = renderPartnerPage(<PartnerFiguresPage />, { path: '/partner/figures' });
    const totals = await screen.findByRole('list', { name: m.totals });
    expect(within(totals).getByText('1,234')).toBeInTheDocument();
    expect(within(totals).getByText('87')).toBeInTheDocument();
    const perOffer = screen.getByRole('table', { name: m.perOffer });
    expect(within(perOffer).getByRole('row', { name: 'Pint of the month Harbour Lights 1234' })).toBeInTheDocument();
    const perHour = screen.getByRole('table', { name: m.perHour });
    // The busiest first; the chart draws all 24 hours, the table lists those with redemptions.
    expect(within(perHour).getAllByRole('row').map((row) => row.textContent)).toEqual([`${m.hour}${m.redemptions}`, '21:001239', '13:002']);
    const [from, to] = ranges[0]!.split('..');
    expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(29);

    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(ranges).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when nothing was redeemed, and downloads the CSV of the same days', async () => {
    const csvRanges: string[] = [];
    server.use(
      http.get(`${API_HOST}/partner/figures`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ ...figures(url.searchParams.get('from')!, url.searchParams.get('to')!), totals: { redemptions: 0, members: 0, vouchersRedeemed: 0 }, days: [], offers: [] });
      }),
      http.get(`${API_HOST}/partner/figures/redemptions-per-day.csv`, ({ request }) => {
        csvRanges.push(new URL(request.url).search);
        return new HttpResponse('day,venue,offer,redemptions\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    URL.createObjectURL = () => 'blob:figures';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderPartnerPage(<PartnerFiguresPage />, { path: '/partner/figures' });
    expect(await screen.findByText(m.noneInRange)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.downloadCsv }));
    await waitFor(() => expect(csvRanges).toHaveLength(1));
    expect(csvRanges[0]).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });
});
