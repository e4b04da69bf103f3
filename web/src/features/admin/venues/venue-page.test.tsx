import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminMessages } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { formMessages } from '../form/messages.ts';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { toastMessages } from '../toast/messages.ts';
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

// Headless UI measures the open time zone list; jsdom has no layout, so a do-nothing observer stands in.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

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
    const { user, router } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/new', signedIn });

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
    const { user } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
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
    const { user } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
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
    renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    await screen.findByRole('heading', { name: m.editTitle('The Lantern') });
    // As a browser does when the picker is told to show all files.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText(m.chooseLogo), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.logoWrongType);
    expect(screen.getByRole('button', { name: m.uploadLogo })).toBeDisabled();
  });

  it('shows the initials of a venue that has no logo yet where its logo would be', async () => {
    serveVenue([1], '');
    const { container } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    expect(await screen.findByRole('img', { name: m.currentLogo('The Lantern') })).toHaveTextContent(/^L$/);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  describe('speaks to the operator, not to a developer', () => {
    const developerWords = /Invalid URL|Invalid ISO|Invalid input|Invalid option|Too small|Too big|expected|\{/;

    it("words the API's developer messages for the operator, on the fields and in the banner", async () => {
      serveVenue([1]);
      server.use(
        http.put(`${API_HOST}/admin/venues/7`, () =>
          HttpResponse.json(
            {
              message: 'The request is not valid.',
              errors: {
                website: ['Invalid URL'],
                address: ['Too big: expected string to have <=300 characters'],
                'openingHours.mondayStartTime': ['Invalid input: expected string, received number'],
                body: ['Unrecognized key: "colour"'],
              },
            },
            { status: 400 },
          ),
        ),
      );
      const { user, container } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
      await screen.findByRole('heading', { name: m.editTitle('The Lantern') });

      await user.click(screen.getByRole('button', { name: formMessages.save }));

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(formMessages.checkFields);
      expect(banner).toHaveTextContent(formMessages.wording.checkValue);
      expect(screen.getByText(m.fieldErrors.website)).toBeInTheDocument();
      expect(screen.getByText(formMessages.wording.atMost('300'))).toBeInTheDocument();
      expect(container).not.toHaveTextContent(developerWords);
    });

    it('says what went wrong on the server in plain words rather than Internal Server Error', async () => {
      serveVenue([1]);
      server.use(http.put(`${API_HOST}/admin/venues/7`, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
      const { user } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
      await screen.findByRole('heading', { name: m.editTitle('The Lantern') });

      await user.click(screen.getByRole('button', { name: formMessages.save }));

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(formMessages.wording.serverFailed);
      expect(banner).not.toHaveTextContent('Internal Server Error');
    });

    it("words the form's own check of a web address it cannot take", async () => {
      serveVenue([1]);
      const { user, container } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
      await screen.findByRole('heading', { name: m.editTitle('The Lantern') });

      await user.type(screen.getByLabelText(m.website), 'harbour lights');
      await user.click(screen.getByRole('button', { name: formMessages.save }));

      expect(await screen.findByText(m.fieldErrors.website)).toBeInTheDocument();
      expect(screen.getByLabelText(m.website)).toHaveAttribute('aria-invalid', 'true');
      expect(container).not.toHaveTextContent(developerWords);
    });
  });

  it('adds https:// to a web address typed without it, as the operator leaves the field and on save', async () => {
    serveVenue([1]);
    const bodies: Array<{ website: string | null }> = [];
    server.use(
      http.put(`${API_HOST}/admin/venues/7`, async ({ request }) => {
        bodies.push((await request.json()) as { website: string | null });
        return HttpResponse.json(makeAdminVenue({ id: 7, version: 2 }));
      }),
    );
    const { user } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    await screen.findByRole('heading', { name: m.editTitle('The Lantern') });
    const website = screen.getByLabelText(m.website);

    await user.type(website, 'www.lantern.example');
    await user.tab();
    expect(website).toHaveValue('https://www.lantern.example');

    // Enter saves without leaving the field.
    await user.clear(website);
    await user.type(website, 'lantern.example/menu{Enter}');

    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ website: 'https://lantern.example/menu' })]));
  });

  it('offers the time zones as a searchable list, starting at the scheme’s', async () => {
    serveVenue([1]);
    const bodies: Array<{ timeZone: string }> = [];
    server.use(
      http.put(`${API_HOST}/admin/venues/7`, async ({ request }) => {
        bodies.push((await request.json()) as { timeZone: string });
        return HttpResponse.json(makeAdminVenue({ id: 7, version: 2 }));
      }),
    );
    const { user } = renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/7', signedIn });
    await screen.findByRole('heading', { name: m.editTitle('The Lantern') });
    const zone = screen.getByRole('combobox', { name: m.timeZone });
    expect(zone).toHaveValue('Europe/London');

    await user.clear(zone);
    await user.type(zone, 'new york');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['America/New_York']);
    await user.click(options[0]!);
    expect(zone).toHaveValue('America/New_York');

    await user.click(screen.getByRole('button', { name: formMessages.save }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ timeZone: 'America/New_York' })]));
    // The save is confirmed in the console's toast area.
    expect(await screen.findByRole('status', { name: toastMessages.region })).toHaveTextContent(m.savedToast('The Lantern'));
    // Typing through the list of ~400 zones takes 4 s on a quiet machine, close to the default 5 s.
  }, 20_000);

  it('marks the fields that must be filled in, for the eye and for assistive technology', async () => {
    renderConsolePage(<AdminVenuePage />, { path: '/admin/venues/:id', route: '/admin/venues/new', signedIn });
    await screen.findByRole('heading', { name: m.newVenue });

    for (const field of [screen.getByLabelText(m.name), screen.getByLabelText(m.description), screen.getByLabelText(m.address), screen.getByRole('combobox', { name: m.timeZone })]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(m.website)).not.toBeRequired();
    expect(screen.getByText(formMessages.requiredNote)).toBeInTheDocument();
    expect(screen.getAllByText('*')).toHaveLength(5);
  });
});
