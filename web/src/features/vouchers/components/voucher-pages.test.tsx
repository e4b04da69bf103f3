import { screen } from '@testing-library/react';
import { IdempotencyHeadersSchema } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { requestCheckMessages } from '../../../lib/request-checks.ts';
import { API_HOST } from '../../../testing/factories.ts';
import { requireProofOfWork } from '../../../testing/proof-of-work.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { voucherMessages as m } from '../messages.ts';
import { VoucherRegisterPage } from './voucher-register-page.tsx';
import { VoucherSentPage } from './voucher-sent-page.tsx';
import { VoucherVerifyPage } from './voucher-verify-page.tsx';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const PROMO_CODE_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';

function promotion(overrides: Partial<{ name: string; isAvailable: boolean; requireVerification: boolean }> = {}) {
  server.use(
    http.get(`${API_HOST}/vouchers/${PUBLIC_ID}`, () =>
      HttpResponse.json({ name: 'Free coffee', isAvailable: true, requireVerification: true, ...overrides }),
    ),
  );
}

function renderRegister() {
  return renderWithProviders(<VoucherRegisterPage />, {
    path: '/voucher/:publicId/register',
    route: `/voucher/${PUBLIC_ID}/register`,
  });
}

async function enterPhoneAndSend(user: ReturnType<typeof renderRegister>['user'], phone = '07700 900123') {
  await user.type(await screen.findByLabelText(m.phoneNumber), phone);
  await user.click(screen.getByRole('button', { name: /Get/ }));
}

describe('VoucherRegisterPage', () => {
  it('has a phone entry and reads Get Verification Code when verification is required', async () => {
    promotion({ requireVerification: true });
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Free coffee' })).toBeInTheDocument();
    expect(screen.getByLabelText(m.phoneNumber)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.getVerificationCode })).toBeInTheDocument();
  });

  it('reads Get Voucher when no verification is required', async () => {
    promotion({ requireVerification: false });
    renderRegister();
    expect(await screen.findByRole('button', { name: m.getVoucher })).toBeInTheDocument();
  });

  it('keeps the button disabled until the phone has at least 10 characters', async () => {
    promotion();
    const { user } = renderRegister();
    const input = await screen.findByLabelText(m.phoneNumber);
    const button = screen.getByRole('button', { name: m.getVerificationCode });
    expect(button).toBeDisabled();
    await user.type(input, '077009001');
    expect(button).toBeDisabled();
    await user.type(input, '2');
    expect(button).toBeEnabled();
  });

  it('shows the lookup error when the promotion cannot be found', async () => {
    server.use(http.get(`${API_HOST}/vouchers/${PUBLIC_ID}`, () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    renderRegister();
    expect(await screen.findByText(m.lookupFailed)).toBeInTheDocument();
  });

  it('shows that the offer has ended, with a Home button to /', async () => {
    promotion({ isAvailable: false });
    const { user } = renderRegister();
    expect(await screen.findByText(m.offerEnded)).toBeInTheDocument();
    expect(screen.queryByLabelText(m.phoneNumber)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: m.home }));
    expect(currentLocation()).toBe('/');
  });

  it('goes to the sent page when the voucher was sent, with an Idempotency-Key on the request', async () => {
    promotion({ requireVerification: false });
    let request: { body: unknown; key: string | null } | undefined;
    server.use(
      http.post(`${API_HOST}/vouchers/send`, async ({ request: sent }) => {
        request = { body: await sent.json(), key: sent.headers.get('idempotency-key') };
        return HttpResponse.json({ verificationSent: false, voucherSent: true, id: PROMO_CODE_ID });
      }),
    );
    const { user } = renderRegister();
    await enterPhoneAndSend(user);
    await screen.findByTestId('location');
    expect(currentLocation()).toBe(`/voucher/${PUBLIC_ID}/sent`);
    expect(request?.body).toEqual({ phoneNumber: '07700 900123', id: PUBLIC_ID });
    // The server accepts only visible ASCII in the key, while the typed number has spaces.
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': request?.key }).success).toBe(true);
  });

  it('goes to the verify page with the returned id when a code was sent', async () => {
    promotion();
    server.use(
      http.post(`${API_HOST}/vouchers/send`, () => HttpResponse.json({ verificationSent: true, voucherSent: false, id: PROMO_CODE_ID })),
    );
    const { user } = renderRegister();
    await enterPhoneAndSend(user);
    await screen.findByTestId('location');
    expect(currentLocation()).toBe(`/voucher/${PUBLIC_ID}/verify/${PROMO_CODE_ID}`);
  });

  it('shows the 501 message when nothing was sent', async () => {
    promotion();
    server.use(
      http.post(`${API_HOST}/vouchers/send`, () => HttpResponse.json({ verificationSent: false, voucherSent: false, id: PROMO_CODE_ID })),
    );
    const { user } = renderRegister();
    await enterPhoneAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.sendFailed);
  });

  it.each([
    [412, m.alreadyReceived, 'warning'],
    [404, m.notFound, 'error'],
    [500, m.problem, 'error'],
    [501, m.sendFailed, 'error'],
  ])('shows the message for a %i answer', async (status, text, tone) => {
    promotion();
    server.use(http.post(`${API_HOST}/vouchers/send`, () => HttpResponse.json({ message: 'server text' }, { status })));
    const { user } = renderRegister();
    await enterPhoneAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveAttribute('data-tone', tone);
  });

  it('says Checking… while the API has the send prove itself, then goes on as usual', async () => {
    promotion({ requireVerification: false });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sends = requireProofOfWork('/vouchers/send', async () => {
      await held;
      return HttpResponse.json({ verificationSent: false, voucherSent: true, id: '' });
    });
    const { user } = renderRegister();
    await enterPhoneAndSend(user);

    expect(await screen.findByRole('button', { name: requestCheckMessages.checking })).toBeDisabled();
    release();
    await screen.findByTestId('location');
    expect(currentLocation()).toBe(`/voucher/${PUBLIC_ID}/sent`);
    expect(sends).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the check failed when the proof of work cannot be done', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    promotion();
    requireProofOfWork('/vouchers/send', () => HttpResponse.json({ verificationSent: true, voucherSent: false, id: PROMO_CODE_ID }));
    server.use(http.get(`${API_HOST}/proof-of-work`, () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    const { user } = renderRegister();
    await enterPhoneAndSend(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(requestCheckMessages.failed);
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('button', { name: m.getVerificationCode })).toBeEnabled();
  });

  it("shows the server's explanation for a refused number or too many requests", async () => {
    promotion();
    server.use(http.post(`${API_HOST}/vouchers/send`, () => HttpResponse.json({ message: 'Please enter a valid mobile number.' }, { status: 400 })));
    const { user } = renderRegister();
    await enterPhoneAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid mobile number.');
  });
});

describe('VoucherVerifyPage', () => {
  function renderVerify() {
    return renderWithProviders(<VoucherVerifyPage />, {
      path: '/voucher/:publicId/verify/:promoCodeId',
      route: `/voucher/${PUBLIC_ID}/verify/${PROMO_CODE_ID}`,
    });
  }

  it('accepts exactly 6 characters and goes to the sent page after success', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_HOST}/vouchers/verify`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ verificationSent: false, voucherSent: true, id: PROMO_CODE_ID });
      }),
    );
    const { user } = renderVerify();
    const input = screen.getByLabelText(m.verificationCode);
    const button = screen.getByRole('button', { name: m.verify });
    await user.type(input, '12345');
    expect(button).toBeDisabled();
    await user.type(input, '67');
    expect(input).toHaveValue('123456');
    expect(button).toBeEnabled();
    await user.click(button);
    await screen.findByTestId('location');
    expect(currentLocation()).toBe(`/voucher/${PUBLIC_ID}/sent`);
    expect(body).toEqual({ verificationCode: '123456', id: PROMO_CODE_ID });
  });

  it('shows the server message for a wrong code and the 404 message for an unknown voucher', async () => {
    server.use(http.post(`${API_HOST}/vouchers/verify`, () => HttpResponse.json({ message: 'That code does not match.' }, { status: 400 })));
    const { user } = renderVerify();
    await user.type(screen.getByLabelText(m.verificationCode), '123456');
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code does not match.');

    server.use(http.post(`${API_HOST}/vouchers/verify`, () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
  });
});

describe('VoucherSentPage', () => {
  it("thanks the visitor and links 'Sign Up for More Offers' to /register", async () => {
    const { user } = renderWithProviders(<VoucherSentPage />, { path: '/voucher/:publicId/sent', route: `/voucher/${PUBLIC_ID}/sent` });
    expect(screen.getByRole('heading', { name: m.sentTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: m.signUpForMoreOffers }));
    expect(currentLocation()).toBe('/register');
  });
});
