import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { registrationMessages as m } from '../messages.ts';
import { CompleteRegistrationPage } from './complete-registration-page.tsx';

const CODE = 'mob1leC0de_xyz';

const renderAt = (signedIn = false) =>
  renderWithProviders(<CompleteRegistrationPage />, { path: '/m/:verificationCode', route: `/m/${CODE}`, signedIn });

describe('CompleteRegistrationPage (/m/{verificationCode})', () => {
  it("is titled 'Complete Registration' and its sign-in links carry m={code}", () => {
    renderAt();

    expect(screen.getByRole('heading', { level: 1, name: m.completeRegistration })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with Facebook' })).toHaveAttribute('href', `/login?idp=facebook&m=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', `/login?idp=google&m=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign up with Apple' })).toHaveAttribute('href', `/login?idp=apple&m=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign up with Email' })).toHaveAttribute('href', `/login?register=true&m=${CODE}`);
  });

  it('uses the same toggle as /r: login mode sends the e-mail button to plain sign-in', async () => {
    const { user } = renderAt();
    await user.click(screen.getByRole('switch', { name: m.haveAccount }));
    expect(screen.getByRole('link', { name: 'Log in with Email' })).toHaveAttribute('href', `/login?m=${CODE}`);
    expect(screen.getByRole('link', { name: 'Log in with Apple' })).toHaveAttribute('href', `/login?idp=apple&m=${CODE}`);
  });

  it('sends a signed-in member to / with the verification code in navigation state', () => {
    renderAt(true);
    expect(currentLocation()).toBe('/');
    expect(currentLocationState()).toEqual({ verificationCode: CODE });
  });
});
