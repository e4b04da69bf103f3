import { CloseAccountMessages } from '@venue-pass/contracts';

/** My Account's 'Your data': the member's copy of it, and closing the account (issue 24). */
export const myDataMessages = {
  heading: 'Your data',
  explanation: 'Download a copy of everything Venue Pass holds about you, or close your account.',
  download: 'Download my data',
  downloading: 'Preparing…',
  downloadFailed: 'We could not prepare your data. Please try again.',
  fileName: 'venue-pass-my-data.json',
  close: 'Close my account',
  closeTitle: 'Close your account?',
  closeText:
    'Your card, photo, favourites and profile are deleted for good and you are signed out. Offers you used stay in the venues’ figures without your name. This cannot be undone.',
  closeConfirm: 'Type your e-mail address to confirm',
  closeButton: 'Close my account for good',
  signInAgainButton: 'Sign in again',
  closeFailed: 'We could not close your account. Please try again.',
  closedTitle: 'Your account is closed',
  closedText: 'We have deleted your card, photo, favourites and profile. Thank you for being a member of Venue Pass.',
  backHome: 'Back to Venue Pass',
  ...CloseAccountMessages,
} as const;
