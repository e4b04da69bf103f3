import { MobileVerificationMessages, type Profile, type UpdateProfileInput } from '@venue-pass/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_HOST, makeProfile } from '../../../testing/factories.ts';
import { stubPrefersReducedMotion } from '../../../testing/match-media.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { accountMessages, mobileVerificationMessages as m } from '../account-messages.ts';
import { MyAccountPage } from './my-account-page.tsx';

// jsdom has no layout to scroll; the account form scrolls its outcome into view after a save.
vi.mock('smooth-scroll-into-view-if-needed', () => ({ default: vi.fn(async () => []) }));

const NUMBER = '+447400123456';

/** GET /api/me answers with the current `profile`, which a test changes as the API would; counts the loads. */
function profileApi(initial: Partial<Profile>) {
  const api = { profile: makeProfile(initial), loads: 0 };
  server.use(
    http.get(`${API_HOST}/me`, () => {
      api.loads += 1;
      return HttpResponse.json(api.profile);
    }),
  );
  return api;
}

/** Answers POST /api/me/mobile/verify/send with `respond`; returns the bodies it was sent. */
function onSend(respond: () => Response) {
  const bodies: string[] = [];
  server.use(
    http.post(`${API_HOST}/me/mobile/verify/send`, async ({ request }) => {
      bodies.push(await request.text());
      return respond();
    }),
  );
  return bodies;
}

/** Answers POST /api/me/mobile/verify with `respond`; returns the bodies it was sent. */
function onVerify(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API_HOST}/me/mobile/verify`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const codeSent = () => HttpResponse.json({ sentTo: NUMBER, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() });
const refused = (status: number, message: string) => HttpResponse.json({ message }, { status });

function renderPage() {
  return renderWithProviders(<MyAccountPage onLogout={vi.fn()} />, { path: '/my-account', signedIn: true });
}

const section = () => screen.getByRole('region', { name: m.title });
const verifyButton = () => within(section()).getByRole('button', { name: m.verify });

/** Renders the page for an unverified number and asks for a code. */
async function askForCode() {
  const rendered = renderPage();
  await rendered.user.click(await screen.findByRole('button', { name: m.verify }));
  await screen.findByLabelText(m.codeLabel);
  return rendered;
}

beforeEach(() => {
  stubPrefersReducedMotion(false);
});

describe('MyAccountPage: verifying the mobile number', () => {
  it('offers nothing to verify while no number is saved', async () => {
    profileApi({ mobileNumber: null, mobileNumberVerified: false });
    renderPage();

    await screen.findByRole('textbox', { name: accountMessages.firstName });
    expect(screen.queryByRole('region', { name: m.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.verify })).not.toBeInTheDocument();
  });

  it('shows a verified number as verified, with nothing to do', async () => {
    profileApi({ mobileNumber: NUMBER, mobileNumberVerified: true });
    renderPage();

    expect(await screen.findByText(m.verified)).toBeInTheDocument();
    expect(within(section()).getByText(NUMBER)).toBeInTheDocument();
    expect(screen.queryByText(m.notVerified)).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an unverified number as not verified, with Verify', async () => {
    profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    renderPage();

    expect(await screen.findByText(m.notVerified)).toBeInTheDocument();
    expect(within(section()).getByText(NUMBER)).toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByLabelText(m.codeLabel)).not.toBeInTheDocument();
  });

  it('texts a code on Verify and opens the 6-digit entry, focused, with a way to text a new code', async () => {
    profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    const sends = onSend(codeSent);

    await askForCode();

    expect(sends).toEqual(['']);
    expect(screen.getByRole('status')).toHaveTextContent(m.sent(NUMBER, 10));
    const code = screen.getByRole('textbox', { name: m.codeLabel });
    expect(code).toHaveAccessibleDescription(m.codeHint);
    expect(code).toHaveAttribute('maxLength', '6');
    expect(code).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(within(section()).getByRole('button', { name: m.sendAgain })).toBeEnabled();
  });

  it('sends the code and shows the number verified once the profile is loaded again', async () => {
    const api = profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    onSend(codeSent);
    const bodies = onVerify(() => {
      api.profile = { ...api.profile, mobileNumberVerified: true };
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = await askForCode();
    const loadsBefore = api.loads;

    await user.type(screen.getByLabelText(m.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: m.confirm }));

    expect(await within(section()).findByText(m.verified)).toBeInTheDocument();
    expect(bodies).toEqual([{ verificationCode: '123456' }]);
    expect(api.loads).toBe(loadsBefore + 1);
    expect(screen.queryByLabelText(m.codeLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a code that is not 6 digits without calling the API', async () => {
    profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    onSend(codeSent);
    const bodies = onVerify(() => new HttpResponse(null, { status: 204 }));
    const { user } = await askForCode();

    await user.type(screen.getByLabelText(m.codeLabel), '12a456');
    await user.click(screen.getByRole('button', { name: m.confirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MobileVerificationMessages.codeFormat);
    expect(screen.getByLabelText(m.codeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("puts the API's 400 (a code that does not match) on the code entry", async () => {
    profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    onSend(codeSent);
    onVerify(() => refused(400, MobileVerificationMessages.codeMismatch));
    const { user } = await askForCode();

    await user.type(screen.getByLabelText(m.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: m.confirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MobileVerificationMessages.codeMismatch);
    expect(screen.getByLabelText(m.codeLabel)).toHaveAccessibleDescription(`${m.codeHint} ${MobileVerificationMessages.codeMismatch}`);
    expect(within(section()).getByText(m.notVerified)).toBeInTheDocument();
  });

  it("says so when another account verified the number first (409), and loads the profile again", async () => {
    const api = profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    onSend(codeSent);
    onVerify(() => refused(409, MobileVerificationMessages.takenByAnother));
    const { user } = await askForCode();
    const loadsBefore = api.loads;

    await user.type(screen.getByLabelText(m.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: m.confirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MobileVerificationMessages.takenByAnother);
    await waitFor(() => expect(api.loads).toBe(loadsBefore + 1));
  });

  it.each([
    [409, MobileVerificationMessages.takenByAnother],
    [424, MobileVerificationMessages.notQueued],
    [429, MobileVerificationMessages.tooManySends],
    [500, m.failed],
  ])('shows the message for a %i answer to Verify, and no code entry', async (status, message) => {
    profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    onSend(() => refused(status, status === 500 ? 'Internal Server Error' : message));
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: m.verify }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText(m.codeLabel)).not.toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
  });

  it('shows the number verified when the API says it already is (409)', async () => {
    const api = profileApi({ mobileNumber: NUMBER, mobileNumberVerified: false });
    onSend(() => {
      api.profile = { ...api.profile, mobileNumberVerified: true };
      return refused(409, MobileVerificationMessages.alreadyVerified);
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: m.verify }));

    expect(await within(section()).findByText(m.verified)).toBeInTheDocument();
  });

  it('shows a changed number, once saved, as not verified with Verify again', async () => {
    const api = profileApi({ mobileNumber: NUMBER, mobileNumberVerified: true });
    server.use(
      http.put(`${API_HOST}/me`, async ({ request }) => {
        const body = (await request.json()) as UpdateProfileInput;
        api.profile = { ...api.profile, mobileNumber: '+447400654321', mobileNumberVerified: false };
        return HttpResponse.json({ ...api.profile, firstName: body.firstName });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText(m.verified)).toBeInTheDocument();
    const mobile = screen.getByRole('textbox', { name: accountMessages.mobileNumber });

    await user.clear(mobile);
    await user.type(mobile, '07400 654321');
    await user.click(screen.getByRole('button', { name: accountMessages.save }));

    expect(await within(section()).findByText(m.notVerified)).toBeInTheDocument();
    expect(within(section()).getByText('+447400654321')).toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByText(m.verified)).not.toBeInTheDocument();
  });
});
