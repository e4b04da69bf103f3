import { MARKETING_CONSENT } from '@venue-pass/contracts';

/** My Account's switch for marketing e-mails (issue 24): given and withdrawn as easily. */
export const marketingConsentMessages = {
  heading: 'E-mails from Venue Pass',
  label: 'News and exclusive offers by e-mail',
  /** The words the consent is recorded with, as the consent dialog shows them. */
  wording: MARKETING_CONSENT.wording,
  accountMailsStay: 'We always e-mail you about your account (codes, password resets), whatever you choose here.',
  given: 'You will receive news and exclusive offers by e-mail.',
  withdrawn: 'You will no longer receive news and offers by e-mail.',
  failed: 'We could not save your choice. Please try again.',
} as const;
