import { screen, waitFor } from '@testing-library/react';
import { StudentEmailMessages } from '@venue-pass/contracts';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { studentMessages as m } from '../messages.ts';
import { StudentEmailDialog } from './student-email-dialog.tsx';

function renderDialog() {
  return renderWithProviders(<StudentEmailDialog />, { path: '/student-email', signedIn: true });
}

const sentResponse = () => HttpResponse.json({ sentTo: 'ada@ox.ac.uk', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });

describe('StudentEmailDialog', () => {
  it("is titled 'Student Email Verification Required' with the address field, Send and Cancel", () => {
    renderDialog();

    expect(screen.getByRole('dialog', { name: 'Student Email Verification Required' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Student Email Address' })).toHaveValue('');
    expect(screen.getByRole('button', { name: m.send })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.cancel })).toBeInTheDocument();
  });

  it('keeps Send disabled while the address is empty or blank', async () => {
    const { user } = renderDialog();
    const send = screen.getByRole('button', { name: m.send });
    expect(send).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: m.emailLabel }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: m.emailLabel }), 'a');
    expect(send).toBeEnabled();
  });

  it('posts the address, keeps Send disabled while loading, and goes to / on success', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_HOST}/me/student-email`, async ({ request }) => {
        body = await request.json();
        await delay(50);
        return sentResponse();
      }),
    );
    const { user } = renderDialog();

    await user.type(screen.getByRole('textbox', { name: m.emailLabel }), ' ada@ox.ac.uk ');
    await user.click(screen.getByRole('button', { name: m.send }));

    expect(screen.getByRole('button', { name: m.send })).toBeDisabled();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(currentLocationState()).toBeNull();
    expect(body).toEqual({ emailAddress: 'ada@ox.ac.uk' });
  });

  it.each([
    [410, StudentEmailMessages.noCurrentVerification],
    [409, StudentEmailMessages.addressChanged],
    [417, StudentEmailMessages.notStudentAddress],
    [424, StudentEmailMessages.notQueued],
    [500, StudentEmailMessages.genericError],
    [503, StudentEmailMessages.genericError],
  ])('shows the required message for a %s and stays', async (status, message) => {
    server.use(http.post(`${API_HOST}/me/student-email`, () => HttpResponse.json({ message: 'server words' }, { status })));
    const { user } = renderDialog();

    await user.type(screen.getByRole('textbox', { name: m.emailLabel }), 'ada@gmail.com');
    await user.click(screen.getByRole('button', { name: m.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.send })).toBeEnabled();
  });

  it('goes to / on Cancel without sending', async () => {
    let calls = 0;
    server.use(
      http.post(`${API_HOST}/me/student-email`, () => {
        calls += 1;
        return sentResponse();
      }),
    );
    const { user } = renderDialog();

    await user.type(screen.getByRole('textbox', { name: m.emailLabel }), 'ada@ox.ac.uk');
    await user.click(screen.getByRole('button', { name: m.cancel }));

    expect(currentLocation()).toBe('/');
    expect(currentLocationState()).toEqual({ onboardingDismissed: true });
    expect(calls).toBe(0);
  });
});
