/** User-facing text of the venues feature (SPEC 2, ruling 11). */
export const venueMessages = {
  ourVenues: 'Our Venues',
  loadFailed: "We've had a slight problem getting our venues, please try again.",
  noVenues: 'Our partner venues will appear here soon.',
  visitSite: (name: string) => `Visit ${name} (opens in a new tab)`,
} as const;

/** SPEC 9: the landing panel moves on every 5 s. */
export const VENUE_CAROUSEL_INTERVAL_MS = 5000;
