/** User-facing text of the wallet buttons and the card at the door. */
export const walletMessages = {
  addToAppleWallet: 'Add to Apple Wallet',
  addToGoogleWallet: 'Add to Google Wallet',
  desktopNote: 'Log in on your mobile device to add your card to your phone’s wallet.',
  cardNumberLabel: 'Card number',
  showFullScreen: 'Show QR code full screen',
  fullScreenTitle: 'Your membership QR code',
  fullScreenHint: 'Turn your screen brightness up and hold the code towards the scanner.',
  qrAlternative: (cardNumber: string) => `Membership QR code for card number ${cardNumber}`,
  close: 'Close',
  memberPhotoAlt: (fullName: string) => `Photo of ${fullName}`,
} as const;
