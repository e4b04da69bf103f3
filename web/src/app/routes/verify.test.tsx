import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isVerifyPromptSeen } from '../../lib/onboarding.ts';
import { verificationMessages } from '../../features/verification/messages.ts';
import { API_HOST, makeProfile } from '../../testing/factories.ts';
import { server } from '../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { VerifyPage } from './verify.tsx';

describe('/verify', () => {
  it("is titled 'Verify Account' and offers the code entry to an unverified member", async () => {
    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile({ isVerified: false }))));
    renderWithProviders(<VerifyPage />, { path: '/verify', signedIn: true });

    expect(screen.getByRole('heading', { level: 1, name: verificationMessages.title })).toBeInTheDocument();
    expect(await screen.findByLabelText(verificationMessages.codeLabel)).toBeInTheDocument();
  });

  it('remembers for this visit that the member has been shown it', async () => {
    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile({ isVerified: false }))));
    expect(isVerifyPromptSeen()).toBe(false);
    renderWithProviders(<VerifyPage />, { path: '/verify', signedIn: true });

    await screen.findByLabelText(verificationMessages.codeLabel);
    expect(isVerifyPromptSeen()).toBe(true);
  });

  it('sends an already verified member to /', async () => {
    server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile({ isVerified: true }))));
    renderWithProviders(<VerifyPage />, { path: '/verify', signedIn: true });

    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('goes to / once the code is accepted, with the profile refreshed', async () => {
    let verified = false;
    let profileLoads = 0;
    server.use(
      http.get(`${API_HOST}/me`, () => {
        profileLoads += 1;
        return HttpResponse.json(makeProfile({ isVerified: verified }));
      }),
      http.post(`${API_HOST}/me/verify`, () => {
        verified = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<VerifyPage />, { path: '/verify', signedIn: true });

    await user.type(await screen.findByLabelText(verificationMessages.codeLabel), 'AB3K9Z');
    await user.click(screen.getByRole('button', { name: verificationMessages.verify }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    await waitFor(() => expect(profileLoads).toBe(2));
  });
});
