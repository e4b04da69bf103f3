import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCheckMessages } from '../../../lib/request-checks.ts';
import { API_HOST } from '../../../testing/factories.ts';
import { requireProofOfWork } from '../../../testing/proof-of-work.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { mobileSignupMessages as m } from '../messages.ts';
import { SOURCE_ID_STORAGE_KEY } from '../source-id-storage.ts';
import { MobileRegistrationPage } from './mobile-registration-page.tsx';

function renderPage() {
  return renderWithProviders(<MobileRegistrationPage />, { path: '/mobile-registration' });
}

function answer(status: number, body: object = { sent: true, expiresAt: '2030-01-01T00:00:00.000Z' }) {
  const requests: unknown[] = [];
  server.use(
    http.post(`${API_HOST}/mobile-signup`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('MobileRegistrationPage', () => {
  it("shows 'Sign Up for the scheme' with a mobile number field", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: m.title })).toBeInTheDocument();
    expect(screen.getByLabelText(m.mobileNumber)).toBeInTheDocument();
  });

  it('requires a non-blank number and a registration source ID', async () => {
    const requests = answer(201);
    const { user } = renderPage();
    await user.type(screen.getByLabelText(m.mobileNumber), '   ');
    await user.click(screen.getByRole('button', { name: m.signUp }));
    expect(await screen.findByText(m.mobileNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(m.registrationSourceRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('opens a dialog from the logo to set the numeric source ID, stored on the device; Close keeps it', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: m.logoButton }));
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
    await user.type(within(dialog).getByLabelText(m.registrationSourceId), '42');
    await user.click(within(dialog).getByRole('button', { name: m.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(SOURCE_ID_STORAGE_KEY)).toBe('42');
    expect(screen.getByText(m.currentSource(42))).toBeInTheDocument();
  });

  it('refuses a source ID that is not a number', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: m.logoButton }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(m.registrationSourceId), 'abc');
    expect(within(dialog).getByText(m.sourceIdMustBeNumber)).toBeInTheDocument();
    expect(localStorage.getItem(SOURCE_ID_STORAGE_KEY)).toBeNull();
  });

  it('Clear empties the stored source ID', async () => {
    localStorage.setItem(SOURCE_ID_STORAGE_KEY, '7');
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: m.logoButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(m.registrationSourceId)).toHaveValue('7');
    await user.click(within(dialog).getByRole('button', { name: m.clear }));
    expect(within(dialog).getByLabelText(m.registrationSourceId)).toHaveValue('');
    expect(localStorage.getItem(SOURCE_ID_STORAGE_KEY)).toBeNull();
  });

  it('sends number and stored source, shows the success message, clears the field, and the message after 10 s', async () => {
    localStorage.setItem(SOURCE_ID_STORAGE_KEY, '7');
    const requests = answer(201);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(m.mobileNumber), '07700 900123');
    await user.click(screen.getByRole('button', { name: m.signUp }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.succeeded);
    expect(requests).toEqual([{ mobileNumber: '07700 900123', registrationSourceId: 7 }]);
    expect(screen.getByLabelText(m.mobileNumber)).toHaveValue('');
    act(() => vi.advanceTimersByTime(10_100));
    expect(screen.queryByText(m.succeeded)).not.toBeInTheDocument();
  });

  it('says Checking… while the API has the sign-up prove itself, then shows the success', async () => {
    localStorage.setItem(SOURCE_ID_STORAGE_KEY, '7');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sends = requireProofOfWork('/mobile-signup', async () => {
      await held;
      return HttpResponse.json({ sent: true, expiresAt: '2030-01-01T00:00:00.000Z' }, { status: 201 });
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(m.mobileNumber), '07700 900123');
    await user.click(screen.getByRole('button', { name: m.signUp }));

    expect(await screen.findByRole('button', { name: requestCheckMessages.checking })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(m.succeeded);
    expect(sends.map((send) => send.headers.get('idempotency-key'))).toEqual([expect.any(String), sends[0]!.headers.get('idempotency-key')]);
  });

  it.each([
    [409, m.alreadyRegistered],
    [500, m.failed],
    [400, m.failed],
  ])('shows the message for a %i answer and keeps the number', async (status, text) => {
    localStorage.setItem(SOURCE_ID_STORAGE_KEY, '7');
    answer(status, { message: 'x' });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(m.mobileNumber), '07700 900123');
    await user.click(screen.getByRole('button', { name: m.signUp }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(m.mobileNumber)).toHaveValue('07700 900123');
  });
});
