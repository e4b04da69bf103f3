/** Answers and pass texts of the wallet endpoints. */
export const walletMessages = {
  downloadGone: 'This pass download has expired or was already used. Please add your card again from your dashboard.',
  passDescription: 'Venue Pass loyalty card',
  memberLabel: 'Member',
  cardNumberLabel: 'Card number',
  howToLabel: 'At the venue',
  howTo: 'Present your QR code to your server at any of our venues to access the exclusive offers.',
  programName: 'Venue Pass',
} as const;
