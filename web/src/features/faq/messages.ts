/** User-facing text of the FAQ page (R-FAQ-01). */
export const faqMessages = {
  title: 'Frequently Asked Questions',
} as const;

const PLACEHOLDER =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';

/**
 * The six items of the FAQ page (R-FAQ-02). Their answers are unrelated placeholder text, not
 * product content, so they stay placeholder until the scheme writes its own.
 */
export const FAQ_ITEMS = [
  { question: 'What is Venue Pass?', answer: PLACEHOLDER },
  { question: 'How do I join?', answer: PLACEHOLDER },
  { question: 'How do I use my loyalty card?', answer: PLACEHOLDER },
  { question: 'Why do some offers need extra verification?', answer: PLACEHOLDER },
  { question: 'How do vouchers work?', answer: PLACEHOLDER },
  { question: 'How do I stop marketing e-mails?', answer: PLACEHOLDER },
] as const;
