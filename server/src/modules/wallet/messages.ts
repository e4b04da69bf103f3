import { MEMBER_CARD_INSTRUCTIONS } from '@venue-pass/contracts';

/** Answers and pass texts of the wallet endpoints. */
export const walletMessages = {
  notOffered: (wallet: string) => `${wallet} is not offered by this scheme.`,
  downloadGone: 'This pass download has expired or was already used. Please add your card again from your dashboard.',
  passDescription: 'Venue Pass loyalty card',
  memberLabel: 'Member',
  cardNumberLabel: 'Card number',
  howToLabel: 'At the venue',
  howTo: MEMBER_CARD_INSTRUCTIONS,
  programName: 'Venue Pass',
} as const;
