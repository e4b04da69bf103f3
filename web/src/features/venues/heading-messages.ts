/**
 * The venues' heading, on the landing page's panel and on /venues. It is apart from the rest of the
 * feature's text (messages.ts) because the panel is on the first screen: the rest loads with the
 * carousel and the pages that show it.
 */
export const venueHeadingMessages = {
  ourVenues: 'Our Venues',
} as const;
