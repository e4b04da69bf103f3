import { MARKETING_CONSENT } from '@venue-pass/contracts';

/** User-facing text of the consent dialog at /mail (R-CONSENT-01). */
export const consentMessages = {
  title: 'Stay in the loop',
  explanation: 'Members hear first about new partner venues, events and exclusive offers. May we send them to you by e-mail?',
  /** The words the consent is recorded with (MARKETING_CONSENT). */
  checkbox: MARKETING_CONSENT.wording,
  /** What saying no costs: nothing but the news, so a member can decline without worry. */
  declining:
    'If you would rather not, choose Cancel: you keep your card and every offer, and we only e-mail you about your account.',
  withdraw: 'You can change your mind at any time in My Account.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  /** Logged only (R-ERR-16). */
  failedLog: 'Recording the mailing consent failed',
} as const;
