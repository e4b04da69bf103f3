import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { markVerifyPromptSeen, onboardingDismissedState } from '../../../lib/onboarding.ts';
import { API_HOST, makeProfile } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { userMessages } from '../messages.ts';
import { Dashboard } from './dashboard.tsx';

function serveProfile(overrides: Partial<Profile>) {
  server.use(http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile(overrides))));
}

describe('Dashboard onboarding', () => {
  it.each<[string, Partial<Profile>, string]>([
    ['an unverified member to /verify, before anything else', { isVerified: false, mailingConsent: false, studentVerification: 'PendingEmailAddress', requirePhotoUpload: true }, '/verify'],
    ['a member without mailing consent to /mail, before student e-mail and photo', { mailingConsent: false, studentVerification: 'PendingEmailAddress', requirePhotoUpload: true }, '/mail'],
    ['a member owing a student e-mail to /student-email, before the photo', { studentVerification: 'PendingEmailAddress', requirePhotoUpload: true }, '/student-email'],
    ['a member owing a photo to /photo', { requirePhotoUpload: true }, '/photo'],
  ])('sends %s', async (_label, overrides, target) => {
    serveProfile(overrides);
    const { router } = renderWithProviders(<Dashboard />, { signedIn: true });

    await waitFor(() => expect(currentLocation()).toBe(target));
    // Replaced, so Back does not land on the dashboard only to be redirected again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays on the dashboard for a member who has finished onboarding', async () => {
    serveProfile({ studentVerification: 'PendingConfirmation' });
    renderWithProviders(<Dashboard />, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByText(userMessages.unverifiedBanner)).not.toBeInTheDocument();
  });

  it('shows the dashboard to a member who just left an onboarding dialog', async () => {
    serveProfile({ mailingConsent: false });
    renderWithProviders(<Dashboard />, { signedIn: true, route: { pathname: '/', state: onboardingDismissedState } });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows an unverified member who has been shown /verify in this visit the dashboard with the banner', async () => {
    serveProfile({ isVerified: false, mailingConsent: false });
    markVerifyPromptSeen();
    renderWithProviders(<Dashboard />, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByText(userMessages.unverifiedBanner)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('still sends a verified member owing a later step there after /verify was shown', async () => {
    serveProfile({ mailingConsent: false });
    markVerifyPromptSeen();
    renderWithProviders(<Dashboard />, { signedIn: true });

    await waitFor(() => expect(currentLocation()).toBe('/mail'));
  });

  it('shows the unverified banner with a link to /verify', async () => {
    serveProfile({ isVerified: false });
    renderWithProviders(<Dashboard />, { signedIn: true, route: { pathname: '/', state: onboardingDismissedState } });

    const banner = await screen.findByText(userMessages.unverifiedBanner);
    expect(banner).toHaveTextContent(
      'Your account has not yet been verified. To gain access to your offers you will need to be verified.',
    );
    expect(screen.getByRole('link', { name: userMessages.verifyNow })).toHaveAttribute('href', '/verify');
  });
});
