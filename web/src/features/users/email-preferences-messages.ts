import { MARKETING_CONSENT, WEEKLY_DIGEST_CONSENT } from '@venue-pass/contracts';

/** My Account's e-mail preferences (issue 24): each given and withdrawn as easily, with one press. */
export const emailPreferencesMessages = {
  heading: 'E-mails from Venue Pass',
  marketing: {
    label: 'News and exclusive offers by e-mail',
    /** The words the consent is recorded with, as the consent dialog shows them. */
    wording: MARKETING_CONSENT.wording,
    given: 'You will receive news and exclusive offers by e-mail.',
    withdrawn: 'You will no longer receive news and offers by e-mail.',
  },
  digest: {
    label: 'Weekly digest of new offers at your favourite venues',
    wording: WEEKLY_DIGEST_CONSENT.wording,
    covers: (count: number) => (count === 1 ? 'It covers your favourite venue.' : `It covers your ${count} favourite venues.`),
    noFavourites: 'You have no favourite venues yet: mark some on the Venues page and their new offers come to you each Monday.',
    given: 'You will get the weekly digest each Monday when your favourite venues have new offers.',
    withdrawn: 'You will no longer get the weekly digest.',
  },
  accountMailsStay: 'We always e-mail you about your account (codes, password resets), whatever you choose here.',
  failed: 'We could not save your choice. Please try again.',
} as const;
