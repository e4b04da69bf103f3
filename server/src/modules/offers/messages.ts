/** Answers of the offers endpoints. */
export const offerMessages = {
  notFound: 'Offer not found',
} as const;
