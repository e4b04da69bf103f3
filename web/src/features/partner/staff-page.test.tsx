import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStaff } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../testing/factories.ts';
import { server } from '../../testing/msw/server.ts';
import { formMessages } from '../admin/form/messages.ts';
import { staffMessages as m } from '../admin/staff/messages.ts';
import { makeAdminVenue } from '../admin/testing/admin-factories.ts';
import { renderPartnerPage } from './testing/render-partner-page.tsx';
import { PartnerStaffInvitePage, PartnerStaffPage } from './venue-area.ts';

const sam: AdminStaff = {
  id: '0d7f3d1e-52a1-4a0e-9f3e-1b2c3d4e5f60',
  role: 'staff',
  email: 'sam@example.com',
  givenName: 'Sam',
  familyName: 'Reed',
  venues: [{ id: 1, name: 'Anchor' }],
  passwordSet: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const ownVenues = () => http.get(`${API_HOST}/partner/venues`, () => HttpResponse.json({ items: [makeAdminVenue({ id: 1, name: 'Anchor' }), makeAdminVenue({ id: 2, name: 'Bellhouse' })], nextCursor: null }));

describe("A venue manager's staff (/partner/staff)", () => {
  it('invites staff to their own venues through /api/partner, with no role to choose', async () => {
    const bodies: unknown[] = [];
    server.use(
      ownVenues(),
      http.get(`${API_HOST}/partner/staff`, () => HttpResponse.json({ items: [], nextCursor: null })),
      http.post(`${API_HOST}/partner/staff`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(sam, { status: 201 });
      }),
    );
    const { user, router } = renderPartnerPage(<PartnerStaffInvitePage />, { path: '/partner/staff/new', routes: [{ path: '/partner/staff', element: <PartnerStaffPage /> }] });
    expect(screen.getByText(m.partnerIntro)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(m.email), 'sam@example.com');
    await user.type(screen.getByLabelText(m.givenName), 'Sam');
    await user.type(screen.getByLabelText(m.familyName), 'Reed');
    await user.click(await screen.findByRole('checkbox', { name: 'Bellhouse' }));
    await user.click(screen.getByRole('button', { name: m.sendInvitation }));

    await waitFor(() => expect(bodies).toEqual([{ email: 'sam@example.com', givenName: 'Sam', familyName: 'Reed', venueIds: [2], role: 'staff' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/staff'));
  }, 20_000);

  it("changes only which of the manager's venues staff work at, never their role", async () => {
    const bodies: unknown[] = [];
    server.use(
      ownVenues(),
      http.get(`${API_HOST}/partner/staff`, () => HttpResponse.json({ items: [sam], nextCursor: null })),
      http.put(`${API_HOST}/partner/staff/:id/venues`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...sam, version: 2 });
      }),
    );
    const { user } = renderPartnerPage(<PartnerStaffPage />, { path: '/partner/staff' });
    expect(screen.getByRole('heading', { name: m.partnerTitle })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: m.invite })).toHaveAttribute('href', '/partner/staff/new');
    const table = await screen.findByRole('table', { name: m.caption });
    expect(within(table).queryByRole('columnheader', { name: m.role })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: m.changeVenuesOnlyOf(sam.email) }));
    const dialog = screen.getByRole('dialog', { name: m.venuesOnlyTitle(sam.email) });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bellhouse' }));
    await user.click(within(dialog).getByRole('button', { name: formMessages.save }));

    await waitFor(() => expect(bodies).toEqual([{ venueIds: [1, 2], version: 1 }]));
    expect(await screen.findByText(m.venuesOnlySaved(sam.email))).toBeInTheDocument();
  }, 20_000);

  it('removes staff from the manager’s venues only, saying their other venues keep them', async () => {
    const removed: string[] = [];
    server.use(
      http.get(`${API_HOST}/partner/staff`, () => HttpResponse.json({ items: [sam], nextCursor: null })),
      http.delete(`${API_HOST}/partner/staff/:id`, ({ params }) => {
        removed.push(String(params['id']));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderPartnerPage(<PartnerStaffPage />, { path: '/partner/staff' });
    await user.click(await screen.findByRole('button', { name: m.removeOf(sam.email) }));
    const dialog = screen.getByRole('dialog', { name: m.removeTitle });
    expect(within(dialog).getByText(m.removeFromVenuesText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.remove }));
    await waitFor(() => expect(removed).toEqual([sam.id]));
  });
});
