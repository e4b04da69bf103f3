import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { verificationMessages as m } from '../messages.ts';
import { VerifyAccountForm } from './verify-account-form.tsx';

/** What GET /me/verify answers: no working code (the page sends one) unless a test says otherwise. */
function renderForm(status: { sentTo: string; expiresAt: string } | null = { sentTo: 'ada@example.com', expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }) {
  server.use(http.get(`${API_HOST}/me/verify`, () => HttpResponse.json({ sent: status })));
  const onVerified = vi.fn();
  return { onVerified, ...renderWithProviders(<VerifyAccountForm onVerified={onVerified} />, { path: '/verify', signedIn: true }) };
}

const sent = (minutesFromNow = 15) =>
  HttpResponse.json({ sentTo: 'ada@example.com', expiresAt: new Date(Date.now() + minutesFromNow * 60_000).toISOString() });

describe('VerifyAccountForm', () => {
  it('has a 6-character code entry and sends a new member a code on opening, once', async () => {
    let sends = 0;
    let body: string | null = 'untouched';
    server.use(
      http.post(`${API_HOST}/me/verify/send`, async ({ request }) => {
        sends += 1;
        body = await request.text();
        return sent();
      }),
    );
    renderForm(null);

    const code = screen.getByLabelText(m.codeLabel);
    expect(code).toHaveAttribute('maxLength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    expect(await screen.findByText(m.sent('ada@example.com', 15))).toBeInTheDocument();
    expect(sends).toBe(1);
    expect(body).toBe('');
    expect(screen.getByRole('button', { name: m.sendAgain })).toBeInTheDocument();
  });

  it('keeps a code that still works when the member comes back, and sends a new one on request', async () => {
    let sends = 0;
    server.use(
      http.post(`${API_HOST}/me/verify/send`, () => {
        sends += 1;
        return sent(15);
      }),
    );
    const { user } = renderForm();

    expect(await screen.findByText(m.sent('ada@example.com', 10))).toBeInTheDocument();
    expect(sends).toBe(0);
    await user.click(screen.getByRole('button', { name: m.sendAgain }));
    expect(await screen.findByText(m.sent('ada@example.com', 15))).toBeInTheDocument();
    expect(sends).toBe(1);
  });

  it('sends the code in capitals and reports success', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_HOST}/me/verify`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onVerified } = renderForm();

    await user.type(screen.getByLabelText(m.codeLabel), 'ab3k9z');
    await user.click(screen.getByRole('button', { name: m.verify }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ verificationCode: 'AB3K9Z' });
  });

  it('refuses a code that is not 6 letters or digits without calling the API', async () => {
    const calls = vi.fn();
    server.use(
      http.post(`${API_HOST}/me/verify`, () => {
        calls();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onVerified } = renderForm();

    await user.type(screen.getByLabelText(m.codeLabel), 'AB3');
    await user.click(screen.getByRole('button', { name: m.verify }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeFormat);
    expect(screen.getByLabelText(m.codeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it.each([
    [400, m.codeMismatch],
    [404, m.genericError],
    [500, m.genericError],
  ])('shows the message for a %s under the code field', async (status, message) => {
    server.use(http.post(`${API_HOST}/me/verify`, () => HttpResponse.json({ message: 'server words' }, { status })));
    const { user, onVerified } = renderForm();

    await user.type(screen.getByLabelText(m.codeLabel), 'AB3K9Z');
    await user.click(screen.getByRole('button', { name: m.verify }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText(m.codeLabel)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('shows the required message when codes were re-sent too often', async () => {
    server.use(
      http.post(`${API_HOST}/me/verify/send`, () =>
        HttpResponse.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '600' } }),
      ),
    );
    renderForm(null);

    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooManySends);
  });

  it('shows the generic error when sending fails otherwise', async () => {
    server.use(http.post(`${API_HOST}/me/verify/send`, () => HttpResponse.json({ message: 'down' }, { status: 424 })));
    const { user } = renderForm(null);

    expect(await screen.findByRole('alert')).toHaveTextContent(m.genericError);
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.genericError);
  });
});
