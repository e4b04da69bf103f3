/** User-facing text of the venues feature (SPEC 2, ruling 11). */
export const venueMessages = {
  ourVenues: 'Our Venues',
  loadFailed: "We've had a slight problem getting our venues, please try again.",
  noVenues: 'Our partner venues will appear here soon.',
  visitSite: (name: string) => `Visit ${name} (opens in a new tab)`,
  visitSiteText: 'Visit Site',
  /** The link's accessible name: starts with its visible text and names the venue. */
  visitSiteOf: (name: string) => `Visit Site of ${name} (opens in a new tab)`,
  favourite: (name: string) => `Favourite ${name}`,
  favouriteFailed: (name: string) => `We couldn't update ${name} in your favourites, please try again.`,
} as const;

/** SPEC 9: the landing panel moves on every 5 s. */
export const VENUE_CAROUSEL_INTERVAL_MS = 5000;
