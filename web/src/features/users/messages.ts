import { MEMBER_CARD_INSTRUCTIONS, SCHEME_TIME_ZONE } from '@venue-pass/contracts';

/**
 * User-facing text of the member area (R-DASH-03 to R-DASH-11, R-WALLET-03, R-ERR-13, R-ERR-14) and of
 * the notice on a blocked card.
 */
export const userMessages = {
  loadFailed: "We've had a slight problem getting your details, please try again.",
  myOffers: 'My Offers',
  /** A member who joined within NEW_MEMBER_HOURS is welcomed; anyone else is welcomed back. */
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  welcomeBack: (firstName: string) => `Welcome back, ${firstName}`,
  photoPlaceholder: 'Photo',
  qrCaption: MEMBER_CARD_INSTRUCTIONS,
  qrLabel: 'Your membership QR code',
  loyaltyCard: 'Your loyalty card',
  desktopWalletNote: 'Log in on your mobile device to add your card to your phone’s wallet.',
  myAccount: 'My Account',
  emailAddress: 'Email address',
  logOut: 'Log out',
  unverifiedBanner:
    'Your account has not yet been verified. To gain access to your offers you will need to be verified.',
  verifyNow: 'Verify your account',
  cardBlockedHeading: 'Your card is blocked',
  cardBlockedReasonLabel: 'Reason:',
  cardBlockedHelp: 'Staff cannot accept your card until it is unblocked. If you think this is a mistake,',
  cardBlockedContact: 'contact us',
  cardBlockedQr: 'QR code unavailable',
} as const;

/** The card's QR code size (R-CONST-08). */
export const QR_CODE_SIZE = 180;

/** The card date in long US format, e.g. 'November 23, 2026' (R-DASH-08): today on the scheme's clock, as at the venue. */
export function formatCardDate(date: Date): string {
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: SCHEME_TIME_ZONE });
}

/** How long after joining a member is greeted as new on the dashboard. */
export const NEW_MEMBER_HOURS = 24;
