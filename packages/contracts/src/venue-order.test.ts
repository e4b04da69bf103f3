import { describe, expect, it } from 'vitest';
import { sortFavouritesFirst } from './venue-order.ts';

describe('sortFavouritesFirst', () => {
  it('puts favourites first, each group alphabetical by name ignoring case', () => {
    const venues = [
      { id: 1, name: 'zebra Bar', isFavourite: false },
      { id: 2, name: 'Apple Café', isFavourite: false },
      { id: 3, name: 'Yard', isFavourite: true },
      { id: 4, name: 'anchor', isFavourite: true },
      { id: 5, name: 'Bell', isFavourite: false },
    ];
    expect(sortFavouritesFirst(venues).map((venue) => venue.name)).toEqual(['anchor', 'Yard', 'Apple Café', 'Bell', 'zebra Bar']);
  });

  it('leaves its input alone', () => {
    const venues = [
      { id: 1, name: 'B', isFavourite: false },
      { id: 2, name: 'A', isFavourite: false },
    ];
    sortFavouritesFirst(venues);
    expect(venues.map((venue) => venue.id)).toEqual([1, 2]);
  });
});
