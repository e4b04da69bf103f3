/** User-facing text of the FAQ page (R-FAQ-01); the questions and answers come from GET /api/faq. */
export const faqMessages = {
  title: 'Frequently Asked Questions',
  loadFailed: "We've had a slight problem getting our questions and answers, please try again.",
  empty: 'There are no questions here yet.',
} as const;
