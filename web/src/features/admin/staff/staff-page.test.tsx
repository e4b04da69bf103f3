import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { formMessages } from '../form/messages.ts';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { staffMessages as m } from './messages.ts';
import { AdminStaffPage } from './staff-page.tsx';

describe('AdminStaffPage', () => {
  it('invites staff for the venues ticked, and refuses an invitation without a venue before sending it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API_HOST}/admin/venues`, () =>
        HttpResponse.json({ items: [makeAdminVenue({ id: 1, name: 'Anchor' }), makeAdminVenue({ id: 2, name: 'Bellhouse' })], nextCursor: null }),
      ),
      http.get(`${API_HOST}/admin/staff`, () => HttpResponse.json({ items: [], nextCursor: null })),
      http.post(`${API_HOST}/admin/staff`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { id: '0d7f3d1e-52a1-4a0e-9f3e-1b2c3d4e5f60', email: 'sam@example.com', givenName: 'Sam', familyName: 'Reed', venues: [], passwordSet: false, version: 1, createdAt: '2026-01-01T00:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderConsolePage(<AdminStaffPage />, { signedIn: makeOperatorTokens() });
    await user.type(screen.getByLabelText(m.email), 'sam@example.com');
    await user.type(screen.getByLabelText(m.givenName), 'Sam');
    await user.type(screen.getByLabelText(m.familyName), 'Reed');

    await user.click(screen.getByRole('button', { name: m.invite }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.checkFields);
    expect(screen.getByText('Choose at least one venue.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(await screen.findByRole('checkbox', { name: 'Bellhouse' }));
    await user.click(screen.getByRole('button', { name: m.invite }));

    expect(await screen.findByText(m.invited('sam@example.com'))).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ email: 'sam@example.com', givenName: 'Sam', familyName: 'Reed', venueIds: [2] }]));
  }, 20_000);
});
