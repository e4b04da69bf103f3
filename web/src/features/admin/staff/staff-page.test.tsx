import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStaff } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { formMessages } from '../form/messages.ts';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { toastMessages } from '../toast/messages.ts';
import { staffMessages as m } from './messages.ts';
import { AdminStaffInvitePage } from './staff-invite-page.tsx';
import { AdminStaffPage } from './staff-page.tsx';

const sam: AdminStaff = {
  id: '0d7f3d1e-52a1-4a0e-9f3e-1b2c3d4e5f60',
  role: 'staff',
  email: 'sam@example.com',
  givenName: 'Sam',
  familyName: 'Reed',
  venues: [],
  passwordSet: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('AdminStaffPage', () => {
  it('invites staff or a venue manager on a page of its own for the venues ticked, and refuses an invitation without a venue before sending it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API_HOST}/admin/venues`, () =>
        HttpResponse.json({ items: [makeAdminVenue({ id: 1, name: 'Anchor' }), makeAdminVenue({ id: 2, name: 'Bellhouse' })], nextCursor: null }),
      ),
      http.get(`${API_HOST}/admin/staff`, () => HttpResponse.json({ items: [], nextCursor: null })),
      http.post(`${API_HOST}/admin/staff`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(sam, { status: 201 });
      }),
    );
    const { user } = renderConsolePage(<AdminStaffInvitePage />, {
      path: '/admin/staff/new',
      signedIn: makeOperatorTokens(),
      routes: [{ path: '/admin/staff', element: <AdminStaffPage /> }],
    });
    for (const label of [m.email, m.givenName, m.familyName]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    await user.type(screen.getByLabelText(m.email), 'sam@example.com');
    await user.type(screen.getByLabelText(m.givenName), 'Sam');
    await user.type(screen.getByLabelText(m.familyName), 'Reed');

    await user.click(screen.getByRole('button', { name: m.sendInvitation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.checkFields);
    expect(screen.getByText('Choose at least one venue.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(await screen.findByRole('checkbox', { name: 'Bellhouse' }));
    // Staff unless the operator names a venue manager.
    expect(screen.getByRole('radio', { name: new RegExp(`^${m.roles.staff}`) })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${m.roles.manager}`) }));
    await user.click(screen.getByRole('button', { name: m.sendInvitation }));

    expect(await screen.findByRole('heading', { name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.invited('sam@example.com'));
    await waitFor(() => expect(bodies).toEqual([{ email: 'sam@example.com', givenName: 'Sam', familyName: 'Reed', venueIds: [2], role: 'manager' }]));
  }, 20_000);

  it('changes the venues and the role of a member of staff, naming them a venue manager', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API_HOST}/admin/venues`, () =>
        HttpResponse.json({ items: [makeAdminVenue({ id: 1, name: 'Anchor' }), makeAdminVenue({ id: 2, name: 'Bellhouse' })], nextCursor: null }),
      ),
      http.get(`${API_HOST}/admin/staff`, () => HttpResponse.json({ items: [{ ...sam, venues: [{ id: 1, name: 'Anchor' }] }], nextCursor: null })),
      http.put(`${API_HOST}/admin/staff/:id/venues`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...sam, role: 'manager', version: 2 });
      }),
    );
    const { user } = renderConsolePage(<AdminStaffPage />, { signedIn: makeOperatorTokens() });
    await user.click(await screen.findByRole('button', { name: m.changeVenuesOf(sam.email) }));
    const dialog = screen.getByRole('dialog', { name: m.venuesTitle(sam.email) });
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${m.roles.staff}`) })).toBeChecked();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bellhouse' }));
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${m.roles.manager}`) }));
    await user.click(within(dialog).getByRole('button', { name: formMessages.save }));

    await waitFor(() => expect(bodies).toEqual([{ venueIds: [1, 2], role: 'manager', version: 1 }]));
    expect(await screen.findByText(m.venuesSaved(sam.email))).toBeInTheDocument();
  }, 20_000);

  it('removes a member of staff only after asking, with the version seen', async () => {
    const removed: string[] = [];
    server.use(
      http.get(`${API_HOST}/admin/staff`, () => HttpResponse.json({ items: [sam], nextCursor: null })),
      http.delete(`${API_HOST}/admin/staff/:id`, ({ request, params }) => {
        removed.push(`${String(params['id'])}@${new URL(request.url).searchParams.get('version')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderConsolePage(<AdminStaffPage />, { signedIn: makeOperatorTokens() });
    expect(screen.getByRole('link', { name: m.invite })).toHaveAttribute('href', '/admin/staff/new');

    const remove = await screen.findByRole('button', { name: m.removeOf(sam.email) });
    expect(remove).toHaveClass('text-red-900');
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: m.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: formMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog', { name: m.removeTitle })).getByRole('button', { name: m.remove }));

    await waitFor(() => expect(removed).toEqual([`${sam.id}@1`]));
    expect(await screen.findByText(m.removed(sam.email))).toBeInTheDocument();
  });
});
