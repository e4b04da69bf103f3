import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { layoutMessages } from './messages.ts';
import { Navbar } from './navbar.tsx';

describe('Navbar About Us group', () => {
  it('opens from the keyboard, points aria-controls at the panel and closes on Escape with focus back on the button', async () => {
    const { user } = renderWithProviders(<Navbar signedIn={false} />);
    const aboutUs = screen.getByRole('button', { name: layoutMessages.aboutUs });
    expect(aboutUs).toHaveAttribute('aria-expanded', 'false');

    aboutUs.focus();
    await user.keyboard('{Enter}');
    expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    const contactUs = screen.getByRole('link', { name: layoutMessages.contactUs });
    expect(contactUs.closest('ul')).toHaveAttribute('id', aboutUs.getAttribute('aria-controls'));

    await user.tab();
    expect(contactUs).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    expect(aboutUs).toHaveFocus();
    expect(screen.queryByRole('link', { name: layoutMessages.contactUs })).not.toBeInTheDocument();
  });

  it('holds one entry only: Contact Us, linking to /about/contact-us', async () => {
    const { user } = renderWithProviders(<Navbar signedIn={false} />);
    const aboutUs = screen.getByRole('button', { name: layoutMessages.aboutUs });

    await user.click(aboutUs);

    const group = document.getElementById(aboutUs.getAttribute('aria-controls')!)!;
    const entries = within(group).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(within(entries[0]!).getByRole('link', { name: layoutMessages.contactUs })).toHaveAttribute(
      'href',
      '/about/contact-us',
    );
  });

  it('closes after following Contact Us', async () => {
    const { user } = renderWithProviders(<Navbar signedIn={false} />);
    const aboutUs = screen.getByRole('button', { name: layoutMessages.aboutUs });

    await user.click(aboutUs);
    await user.click(screen.getByRole('link', { name: layoutMessages.contactUs }));

    expect(currentLocation()).toBe('/about/contact-us');
    expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Navbar for those who run the scheme', () => {
  it('links the staff screen, the venue area and the console for those who work there only', () => {
    const { unmount } = renderWithProviders(<Navbar signedIn workplaces={['staff', 'partner', 'admin']} />);
    expect(screen.getByRole('link', { name: layoutMessages.staff })).toHaveAttribute('href', '/staff');
    expect(screen.getByRole('link', { name: layoutMessages.partner })).toHaveAttribute('href', '/partner');
    expect(screen.getByRole('link', { name: layoutMessages.admin })).toHaveAttribute('href', '/admin');
    unmount();
    renderWithProviders(<Navbar signedIn />);
    for (const name of [layoutMessages.staff, layoutMessages.partner, layoutMessages.admin]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });
});
