import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { formMessages } from '../../admin/form/messages.ts';
import { makeAdminVenue } from '../../admin/testing/admin-factories.ts';
import { toastMessages } from '../../admin/toast/messages.ts';
import { venueMessages } from '../../admin/venues/messages.ts';
import { partnerMessages as m } from '../messages.ts';
import { renderPartnerPage } from '../testing/render-partner-page.tsx';
import { PartnerVenuesPage } from './venues-page.tsx';

const lantern = makeAdminVenue({ id: 7, name: 'The Lantern', version: 3 });

describe('PartnerVenuesPage', () => {
  it("opens a manager's only venue ready to edit, with the listing's fields only, and saves the listing alone through /api/partner", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API_HOST}/partner/venues`, () => HttpResponse.json({ items: [lantern], nextCursor: null })),
      http.get(`${API_HOST}/partner/venues/7`, () => HttpResponse.json(lantern)),
      http.put(`${API_HOST}/partner/venues/7`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...lantern, description: 'Tea, cake and a view.', version: 4 });
      }),
    );
    const { user } = renderPartnerPage(<PartnerVenuesPage />, { path: '/partner/venues' });

    expect(await screen.findByRole('heading', { name: venueMessages.editTitle('The Lantern') })).toBeInTheDocument();
    expect(screen.getByText(m.venueIntro)).toBeInTheDocument();
    // The name, time zone and whether it is listed stay the operator's.
    expect(screen.queryByLabelText(venueMessages.name)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(venueMessages.timeZone)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(venueMessages.active)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(venueMessages.description));
    await user.type(screen.getByLabelText(venueMessages.description), 'Tea, cake and a view.');
    await user.click(screen.getByRole('button', { name: formMessages.save }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ description: 'Tea, cake and a view.', website: null, address: lantern.address, openingHours: lantern.openingHours, version: 3 });
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(venueMessages.savedToast('The Lantern'));
  }, 20_000);

  it('lets a manager of several venues choose one, and says so when none is linked yet', async () => {
    let items = [lantern, makeAdminVenue({ id: 8, name: 'Copper Kettle' })];
    server.use(http.get(`${API_HOST}/partner/venues`, () => HttpResponse.json({ items, nextCursor: null })));
    const { unmount } = renderPartnerPage(<PartnerVenuesPage />, { path: '/partner/venues' });
    expect(await screen.findByRole('link', { name: m.editListing('Copper Kettle') })).toHaveAttribute('href', '/partner/venues/8');
    expect(screen.getByRole('link', { name: m.editListing('The Lantern') })).toHaveAttribute('href', '/partner/venues/7');
    unmount();

    items = [];
    renderPartnerPage(<PartnerVenuesPage />, { path: '/partner/venues' });
    expect(await screen.findByText(m.noVenues)).toBeInTheDocument();
  });
});
