import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminMessages } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { formMessages } from '../form/messages.ts';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { venueMessages as m } from './messages.ts';
import { AdminVenuePage } from './venue-page.tsx';

const signedIn = makeOperatorTokens();

function serveVenue(versions: number[], logoUrl = '/media/venues/7.png') {
  let reads = 0;
  server.use(
    http.get(`${API_HOST}/admin/venues/7`, () => {
      const version = versions[Math.min(reads, versions.length - 1)] ?? 1;
      reads += 1;
      return HttpResponse.json(makeAdminVenue({ id: 7, name: version === 1 ? 'The Lantern' : 'The Lantern Bar', version, logoUrl }));
    }),
  );
}

describe('AdminVenuePage', () => {
  it('creates a venue from the form and opens it, sending the contract input', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_HOST}/admin/venues`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeAdminVenue({ id: 9, name: 'Copper Kettle' }), { status: 201 });
      }),
      http.get(`${API_HOST}/admin/venues/9`, () => HttpResponse.json(makeAdminVenue({ id: 9, name: 'Copper Kettle' }))),
    );
    const { user, router } = renderWithProviders(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/new', signedIn });

    await user.type(screen.getByLabelText(m.name), 'Copper Kettle');
    await user.type(screen.getByLabelText(m.description), 'Tea and cake.');
    await user.type(screen.getByLabelText(m.address), '2 Mill Lane');
    // The scheme's zone, not the operator's browser's (Pacific/Auckland in these tests).
    expect(screen.getByLabelText(m.timeZone)).toHaveValue('Europe/London');
    await user.type(screen.getByLabelText(formMessages.from(formMessages.weekdays.friday)), '17:00');
    await user.type(screen.getByLabelText(formMessages.until(formMessages.weekdays.friday)), '23:30');
    await user.click(screen.getByRole('button', { name: formMessages.create }));

    expect(await screen.findByRole('heading', { name: m.editTitle('Copper Kettle') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/venues/9');
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Copper Kettle',
        description: 'Tea and cake.',
        website: null,
        address: '2 Mill Lane',
        timeZone: 'Europe/London',
        active: true,
        openingHours: expect.objectContaining({ fridayStartTime: '17:00', fridayStopTime: '23:30', mondayStartTime: null }),
      }),
    ]);
    // Typing a whole form takes a while on a busy machine.
  }, 20_000);

  it("puts a 400's field errors on their fields and changes nothing else", async () => {
    serveVenue([1]);
    server.use(
      http.put(`${API_HOST}/admin/venues/7`, () =>
        HttpResponse.json({ message: 'The request is not valid.', errors: { name: [AdminMessages.venueNameTaken], 'openingHours.fridayStopTime': ['Not a time.'] } }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    await screen.findByRole('heading', { name: m.editTitle('The Lantern') });

    await user.click(screen.getByRole('button', { name: formMessages.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.checkFields);
    expect(screen.getByLabelText(m.name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(AdminMessages.venueNameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(formMessages.until(formMessages.weekdays.friday))).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a save someone else got in before (409), sending the loaded version, and reloads their change', async () => {
    serveVenue([1, 2]);
    const versions: unknown[] = [];
    server.use(
      http.put(`${API_HOST}/admin/venues/7`, async ({ request }) => {
        versions.push(((await request.json()) as { version: number }).version);
        return HttpResponse.json({ message: AdminMessages.staleVersion }, { status: 409 });
      }),
    );
    const { user } = renderWithProviders(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    await screen.findByRole('heading', { name: m.editTitle('The Lantern') });
    await user.type(screen.getByLabelText(m.address), ', Riverside');

    await user.click(screen.getByRole('button', { name: formMessages.save }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(formMessages.conflictTitle);
    expect(alert).toHaveTextContent(AdminMessages.staleVersion);
    expect(versions).toEqual([1]);

    await user.click(screen.getByRole('button', { name: formMessages.reload }));

    expect(await screen.findByRole('heading', { name: m.editTitle('The Lantern Bar') })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(m.address)).toHaveValue('1 River Walk');
  });

  it('refuses a logo that is not an image before sending it', async () => {
    serveVenue([1]);
    renderWithProviders(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    await screen.findByRole('heading', { name: m.editTitle('The Lantern') });
    // As a browser does when the picker is told to show all files.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText(m.chooseLogo), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.logoWrongType);
    expect(screen.getByRole('button', { name: m.uploadLogo })).toBeDisabled();
  });

  it('shows the initials of a venue that has no logo yet where its logo would be', async () => {
    serveVenue([1], '');
    const { container } = renderWithProviders(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    expect(await screen.findByRole('img', { name: m.currentLogo('The Lantern') })).toHaveTextContent(/^L$/);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
