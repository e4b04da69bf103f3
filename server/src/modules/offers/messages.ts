/** Answers of the offers endpoints. */
export const offerMessages = {
  notFound: 'Offer not found',
  pageAfterUnknownVenue: 'The venue this page should follow is no longer listed. Load the offers again from the start.',
} as const;
