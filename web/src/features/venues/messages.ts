/**
 * User-facing text of the venues feature, apart from its heading (heading-messages.ts, on the first
 * screen); the load failure has the offers wording, for venues (R-ERR-31).
 */
export const venueMessages = {
  loadFailed: "We've had a slight problem getting our venues, please try again.",
  noVenues: 'Our partner venues will appear here soon.',
  visitSite: (name: string) => `Visit ${name} (opens in a new tab)`,
  visitSiteText: 'Visit Site',
  /** The link's accessible name: starts with its visible text and names the venue. */
  visitSiteOf: (name: string) => `Visit Site of ${name} (opens in a new tab)`,
  favourite: (name: string) => `Favourite ${name}`,
  favouritesNeedAccount: 'Favourites are kept in your free Venue Pass account, so your favourite venues come first wherever you sign in.',
  favouriteLogin: 'Login',
  favouriteRegister: 'Register',
  favouriteFailed: (name: string) => `We couldn't update ${name} in your favourites, please try again.`,
} as const;

/** The landing panel moves on every 5 s (R-CONST-06). */
export const VENUE_CAROUSEL_INTERVAL_MS = 5000;
