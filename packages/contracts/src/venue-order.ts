/**
 * What ordering needs from a venue: Venue and an offer's venue have it. The server ranks the venues of members'
 * offer lists by compareVenueNames once per list, and puts favourites first by that rank on each answer (ADR 091).
 */
export interface SortableVenue {
  id: number;
  name: string;
  isFavourite: boolean;
}

const collator = new Intl.Collator('en-GB');

/** Alphabetical by name ignoring case, with the id as a stable tie-break. */
export function compareVenueNames(a: Pick<SortableVenue, 'id' | 'name'>, b: Pick<SortableVenue, 'id' | 'name'>): number {
  return collator.compare(a.name.toLocaleLowerCase('en-GB'), b.name.toLocaleLowerCase('en-GB')) || a.id - b.id;
}

/** Favourites first, each group alphabetical by venue name, case-insensitive (R-VENUES-03, R-OFFERS-02). */
export function compareFavouritesFirst(a: SortableVenue, b: SortableVenue): number {
  return Number(b.isFavourite) - Number(a.isFavourite) || compareVenueNames(a, b);
}

export function sortFavouritesFirst<T extends SortableVenue>(venues: readonly T[]): T[] {
  return [...venues].sort(compareFavouritesFirst);
}
