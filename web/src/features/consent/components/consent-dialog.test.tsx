import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { consentMessages as m } from '../messages.ts';
import { ConsentDialog } from './consent-dialog.tsx';

function renderDialog() {
  return renderWithProviders(<ConsentDialog />, { path: '/mail', signedIn: true });
}

function recordConsentCalls(response: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const calls: { body: string; authorization: string | null }[] = [];
  server.use(
    http.post(`${API_HOST}/me/consent`, async ({ request }) => {
      calls.push({ body: await request.text(), authorization: request.headers.get('Authorization') });
      return response();
    }),
  );
  return calls;
}

describe('ConsentDialog', () => {
  it('is a modal dialog with a consent checkbox; Confirm is enabled only while it is ticked', async () => {
    const { user } = renderDialog();

    expect(screen.getByRole('dialog', { name: m.title })).toBeInTheDocument();
    // What declining means is said before the member chooses.
    expect(screen.getByRole('dialog', { name: m.title })).toHaveTextContent(m.declining);
    const checkbox = screen.getByRole('checkbox', { name: m.checkbox });
    expect(checkbox).not.toBeChecked();
    const confirm = screen.getByRole('button', { name: m.confirm });
    expect(confirm).toBeDisabled();

    await user.click(checkbox);
    expect(confirm).toBeEnabled();
    await user.click(checkbox);
    expect(confirm).toBeDisabled();
  });

  it('posts the consent without a body and goes to /', async () => {
    const calls = recordConsentCalls();
    const { user, store } = renderDialog();

    await user.click(screen.getByRole('checkbox', { name: m.checkbox }));
    await user.click(screen.getByRole('button', { name: m.confirm }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(calls).toEqual([{ body: '', authorization: `Bearer ${store.getState().auth.token?.access_token}` }]);
  });

  it('only logs a failed consent call and stays', async () => {
    recordConsentCalls(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderDialog();

    await user.click(screen.getByRole('checkbox', { name: m.checkbox }));
    await user.click(screen.getByRole('button', { name: m.confirm }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith(m.failedLog, expect.objectContaining({ status: 500 })));
    expect(screen.getByRole('dialog', { name: m.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('goes to / on Cancel without posting, marking the dialog as dismissed', async () => {
    const calls = recordConsentCalls();
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: m.cancel }));

    expect(currentLocation()).toBe('/');
    expect(currentLocationState()).toEqual({ onboardingDismissed: true });
    expect(calls).toEqual([]);
  });

  it.each([
    ['the close button', async (user: ReturnType<typeof renderDialog>['user']) => user.click(screen.getByRole('button', { name: m.close }))],
    ['Escape', async (user: ReturnType<typeof renderDialog>['user']) => user.keyboard('{Escape}')],
  ])('goes to / when closed with %s', async (_label, close) => {
    const calls = recordConsentCalls();
    const { user } = renderDialog();

    await close(user);

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(calls).toEqual([]);
  });
});
