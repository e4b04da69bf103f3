import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { userMessages } from '../messages.ts';
import { MyAccountPage } from './my-account-page.tsx';

describe('MyAccountPage', () => {
  it('shows the e-mail address read-only', async () => {
    renderWithProviders(<MyAccountPage onLogout={vi.fn()} />, { path: '/my-account', signedIn: true });

    expect(screen.getByRole('heading', { name: userMessages.myAccount })).toBeInTheDocument();
    const email = await screen.findByLabelText(userMessages.emailAddress);
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('logs out and goes to /login', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<MyAccountPage onLogout={onLogout} />, { path: '/my-account', signedIn: true });

    await user.click(screen.getByRole('button', { name: userMessages.logOut }));

    expect(onLogout).toHaveBeenCalledOnce();
    expect(currentLocation()).toBe('/login');
  });
});
