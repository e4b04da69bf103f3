import { screen, within } from '@testing-library/react';
import type { AdminOverview } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { ConsoleHome } from './console-home.tsx';
import { homeMessages as m } from './messages.ts';

const overview: AdminOverview = {
  today: { signUps: 3, redemptions: 12, vouchersIssued: 4, vouchersRedeemed: 1 },
  last7Days: { signUps: 1250, redemptions: 80, vouchersIssued: 30, vouchersRedeemed: 9 },
  messagesWaiting: 2,
  contactMessagesOpen: 5,
  proposalsWaiting: 7,
};

describe('ConsoleHome', () => {
  it("shows today's and the week's figures as tiles, each a link into its area", async () => {
    server.use(http.get(`${API_HOST}/admin/overview`, () => HttpResponse.json(overview)));
    renderConsolePage(<ConsoleHome />, { signedIn: makeOperatorTokens() });

    const tiles = await screen.findByRole('list', { name: m.tilesLabel });
    const tile = (title: string) => within(tiles).getByRole('link', { name: new RegExp(`^${title}`) });
    expect(tile(m.signUps)).toHaveTextContent(`${m.signUps}3${m.today}${m.last7Days(1250)}`);
    expect(m.last7Days(1250)).toBe('1,250 in the last 7 days');
    expect(tile(m.signUps)).toHaveAttribute('href', paths.adminMembers);
    expect(tile(m.redemptions)).toHaveTextContent(m.last7Days(80));
    expect(tile(m.vouchersIssued)).toHaveTextContent(m.vouchersRedeemed(1, 9));
    expect(tile(m.messagesWaiting)).toHaveTextContent('2');
    expect(tile(m.contactMessagesOpen)).toHaveAttribute('href', paths.adminContact);
    expect(tile(m.contactMessagesOpen)).toHaveTextContent('5');
    expect(tile(m.proposalsWaiting)).toHaveAttribute('href', paths.adminReview);
    expect(tile(m.proposalsWaiting)).toHaveTextContent(`${m.proposalsWaiting}7${m.proposalsWaitingDetail}`);
  });

  it('says why the figures are missing when the server refuses them', async () => {
    server.use(http.get(`${API_HOST}/admin/overview`, () => HttpResponse.json({ message: 'Operators only.' }, { status: 403 })));
    renderConsolePage(<ConsoleHome />, { signedIn: makeOperatorTokens() });

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: m.tilesLabel })).not.toBeInTheDocument();
  });
});
