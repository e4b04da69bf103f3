import type { StaffVenue } from '@venue-pass/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseVenue, readStaffVenueId, STAFF_VENUE_STORAGE_KEY, writeStaffVenueId } from './venue-storage.ts';

const venue = (id: number): StaffVenue => ({ id, name: `Venue ${id}`, logoUrl: '', timeZone: 'Europe/London' });

afterEach(() => localStorage.clear());

describe('staff venue storage', () => {
  it('keeps the chosen venue on the device', () => {
    expect(readStaffVenueId()).toBeUndefined();
    writeStaffVenueId(7);
    expect(localStorage.getItem(STAFF_VENUE_STORAGE_KEY)).toBe('7');
    expect(readStaffVenueId()).toBe(7);
  });

  it('ignores a stored value that is not a venue id', () => {
    localStorage.setItem(STAFF_VENUE_STORAGE_KEY, 'seven');
    expect(readStaffVenueId()).toBeUndefined();
  });
});

describe('chooseVenue', () => {
  it('takes the remembered venue while the staff member may still act for it', () => {
    expect(chooseVenue([venue(1), venue(2)], 2)).toEqual(venue(2));
    expect(chooseVenue([venue(1), venue(3)], 2)).toBeUndefined();
  });

  it('takes the only venue without asking', () => {
    expect(chooseVenue([venue(4)], undefined)).toEqual(venue(4));
    expect(chooseVenue([venue(4)], 9)).toEqual(venue(4));
    expect(chooseVenue([], undefined)).toBeUndefined();
  });
});
