import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { lazyPageMessages } from './lazy-page-messages.ts';
import {
  PRIVACY_POLICY_CONTACT_LINK,
  PRIVACY_POLICY_LAST_UPDATED,
  PRIVACY_POLICY_SECTIONS,
  PrivacyPolicyPage,
} from './privacy-policy.tsx';

describe('PrivacyPolicyPage (/privacy-policy)', () => {
  it('shows the static policy, last updated 5 July 2024', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: lazyPageMessages.privacyPolicy })).toBeInTheDocument();
    expect(PRIVACY_POLICY_LAST_UPDATED).toBe('Last updated 5 July 2024');
    expect(screen.getByText(PRIVACY_POLICY_LAST_UPDATED)).toBeInTheDocument();
  });

  it('covers collected data, use, disclosure, security, access, marketing opt-out, cookies, retention and contact, in that order', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(PRIVACY_POLICY_SECTIONS.map((section) => section.heading));
    const topics = [/collect/i, /use/i, /disclosure/i, /security/i, /access/i, /marketing/i, /cookies/i, /keep/i, /contact/i];
    expect(headings).toHaveLength(topics.length);
    topics.forEach((topic, index) => expect(headings[index]).toMatch(topic));
  });

  it('links to the contact page', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('link', { name: PRIVACY_POLICY_CONTACT_LINK })).toHaveAttribute('href', '/about/contact-us');
  });

  it('is served at /privacy-policy/ as well', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy', route: '/privacy-policy/' });
    expect(screen.getByText(PRIVACY_POLICY_LAST_UPDATED)).toBeInTheDocument();
  });
});
