import { describe, expect, it } from 'vitest';
import { venueInitials } from './venue-initials.ts';

describe('venueInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(venueInitials('Harbour Lights')).toBe('HL');
    expect(venueInitials('Blue Door Jazz Club')).toBe('BD');
  });

  it("leaves out a leading 'The' unless it is the whole name", () => {
    expect(venueInitials('The Copper Kettle')).toBe('CK');
    expect(venueInitials('the lantern theatre')).toBe('LT');
    expect(venueInitials('The')).toBe('T');
    expect(venueInitials('Theatre Royal')).toBe('TR');
  });

  it('skips words without a letter or digit and reads past leading punctuation', () => {
    expect(venueInitials('Saffron & Smoke')).toBe('SS');
    expect(venueInitials('"Zinc" bar')).toBe('ZB');
    expect(venueInitials('  42   Steps ')).toBe('4S');
  });

  it('keeps letters outside English', () => {
    expect(venueInitials('émile ørsted')).toBe('ÉØ');
  });
});
