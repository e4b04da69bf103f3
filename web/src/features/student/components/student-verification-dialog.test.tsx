import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { studentMessages as m } from '../messages.ts';
import { StudentVerificationDialog } from './student-verification-dialog.tsx';

const CODE = 'Ab3dEf7hIj9kLm2N';

function recordConfirmations(response: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 })) {
  const codes: (string | null)[] = [];
  server.use(
    http.post(`${API_HOST}/me/student-confirmation`, async ({ request }) => {
      codes.push(new URL(request.url).searchParams.get('verificationCode'));
      return response();
    }),
  );
  return codes;
}

function renderAt(code: string, strict = false) {
  return renderWithProviders(<StudentVerificationDialog />, {
    path: '/student-verification/:code',
    route: `/student-verification/${code}`,
    signedIn: true,
    strict,
  });
}

describe('StudentVerificationDialog', () => {
  it('shows the confirming text with a spinner, then the verified text with Close', async () => {
    const codes = recordConfirmations(async () => {
      await delay(50);
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = renderAt(CODE);

    expect(screen.getByText(m.confirming)).toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toHaveClass('animate-spin');

    expect(await screen.findByText(m.verified)).toBeInTheDocument();
    expect(screen.queryByText(m.confirming)).not.toBeInTheDocument();
    expect(codes).toEqual([CODE]);

    await user.click(screen.getByRole('button', { name: m.close }));
    expect(currentLocation()).toBe('/');
  });

  it('confirms only once under StrictMode', async () => {
    const codes = recordConfirmations();
    renderAt(CODE, true);

    expect(await screen.findByText(m.verified)).toBeInTheDocument();
    await delay(50);
    expect(codes).toEqual([CODE]);
  });

  it.each([400, 404, 410, 500])('shows the failure text when the confirmation answers %s', async (status) => {
    recordConfirmations(() => HttpResponse.json({ message: 'nope' }, { status }));
    renderAt(CODE);

    expect(await screen.findByRole('alert')).toHaveTextContent(m.verificationFailed);
    expect(screen.getByRole('button', { name: m.close })).toBeInTheDocument();
  });

  it.each([
    ['15 characters', CODE.slice(1)],
    ['17 characters', `${CODE}x`],
  ])('redirects to / without confirming when the code has %s', async (_label, code) => {
    const codes = recordConfirmations();
    renderAt(code);

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(codes).toEqual([]);
  });
});
