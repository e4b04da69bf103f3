import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { requireProofOfWork } from '../../../testing/proof-of-work.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { promoterMessages as m } from '../messages.ts';
import { PromoterPage } from './promoter-page.tsx';

const CODE = 'PrOmOtErCoDe0123456789';

function link(body: { voucherName: string; isValid: boolean } | null, status = 200) {
  server.use(http.get(`${API_HOST}/promoters/${CODE}`, () => HttpResponse.json(body ?? { message: 'x' }, { status })));
}

function renderPage() {
  return renderWithProviders(<PromoterPage />, { path: '/promoter/:uniqueCode', route: `/promoter/${CODE}` });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PromoterPage', () => {
  it("shows 'Promoter Sign Up' with the voucher name, a phone entry and a Send button", async () => {
    link({ voucherName: 'Welcome drink', isValid: true });
    renderPage();
    expect(screen.getByRole('heading', { name: m.title })).toBeInTheDocument();
    expect(await screen.findByText(m.voucher('Welcome drink'))).toBeInTheDocument();
    expect(screen.getByLabelText(m.phoneNumber)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.send })).toBeInTheDocument();
  });

  it('keeps Send disabled until the phone has at least 10 characters', async () => {
    link({ voucherName: 'Welcome drink', isValid: true });
    const { user } = renderPage();
    const input = await screen.findByLabelText(m.phoneNumber);
    await user.type(input, '077009001');
    expect(screen.getByRole('button', { name: m.send })).toBeDisabled();
    await user.type(input, '2');
    expect(screen.getByRole('button', { name: m.send })).toBeEnabled();
  });

  it('shows the not-found message for an unknown code', async () => {
    link(null, 404);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(m.notFound);
    expect(screen.queryByLabelText(m.phoneNumber)).not.toBeInTheDocument();
  });

  it('shows the no-longer-valid message when isValid is false', async () => {
    link({ voucherName: 'Welcome drink', isValid: false });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(m.noLongerValid);
    expect(screen.queryByRole('button', { name: m.send })).not.toBeInTheDocument();
  });

  it("sends the number in the query string, shows 'Succesfully sent' and clears it after 10 s", async () => {
    link({ voucherName: 'Welcome drink', isValid: true });
    let phoneNumber: string | null = null;
    server.use(
      http.post(`${API_HOST}/promoters/${CODE}/send`, ({ request }) => {
        phoneNumber = new URL(request.url).searchParams.get('phoneNumber');
        return HttpResponse.json({ voucherSent: true, message: 'Voucher sent.' });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(m.phoneNumber), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.sent);
    expect(phoneNumber).toBe('+44 7700 900123');
    expect(screen.getByLabelText(m.phoneNumber)).toHaveValue('');
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByText(m.sent)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByText(m.sent)).not.toBeInTheDocument();
  });

  it('sends through a proof of work the API asks for without the promoter noticing', async () => {
    link({ voucherName: 'Welcome drink', isValid: true });
    const sends = requireProofOfWork(`/promoters/${CODE}/send`, () => HttpResponse.json({ voucherSent: true, message: 'Voucher sent.' }));
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(m.phoneNumber), '07700900123');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.sent);
    expect(sends.map((send) => new URL(send.url).searchParams.get('phoneNumber'))).toEqual(['07700900123', '07700900123']);
  });

  it("shows 'Failed to send - {server message}' on a failure", async () => {
    link({ voucherName: 'Welcome drink', isValid: true });
    server.use(
      http.post(`${API_HOST}/promoters/${CODE}/send`, () =>
        HttpResponse.json({ message: "This promoter link has reached today's sending limit." }, { status: 429 }),
      ),
    );
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(m.phoneNumber), '07700900123');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.failed("This promoter link has reached today's sending limit."));
    expect(screen.getByLabelText(m.phoneNumber)).toHaveValue('07700900123');
  });

  it('retries a send that got no answer with the same Idempotency-Key, and uses a new key after an answer', async () => {
    link({ voucherName: 'Welcome drink', isValid: true });
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API_HOST}/promoters/${CODE}/send`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'Slow down.' }, { status: 429 });
      }),
    );
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(m.phoneNumber), '07700900123');
    const send = screen.getByRole('button', { name: m.send });
    await user.click(send);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.failed('')));
    await user.click(send);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.failed('Slow down.')));
    await user.click(send);
    await vi.waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
