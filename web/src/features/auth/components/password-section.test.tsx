import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { passwordChangeMessages } from '../account-actions.ts';
import { PasswordSection } from './password-section.tsx';

describe('PasswordSection', () => {
  it('links to the change at the identity provider', () => {
    renderWithProviders(<PasswordSection />, { path: '/my-account', route: '/my-account' });
    expect(screen.getByRole('link', { name: passwordChangeMessages.change })).toHaveAttribute('href', '/login?action=update-password');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the password is changed when the provider sends the member back after the change', () => {
    renderWithProviders(<PasswordSection />, { path: '/my-account', route: '/my-account?password=changed' });
    expect(screen.getByRole('status')).toHaveTextContent(passwordChangeMessages.changed);
  });
});
