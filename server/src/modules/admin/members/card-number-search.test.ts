import { describe, expect, it } from 'vitest';
import { cardNumberRange } from './card-number-search.ts';

describe('cardNumberRange', () => {
  it('turns a printed card number into the range of UUIDs starting with it', () => {
    expect(cardNumberRange('A1B2 C3D4 E5F6')).toEqual({
      from: 'a1b2c3d4-e5f6-0000-0000-000000000000',
      to: 'a1b2c3d4-e5f6-ffff-ffff-ffffffffffff',
    });
    expect(cardNumberRange('a1b2')).toEqual({ from: 'a1b20000-0000-0000-0000-000000000000', to: 'a1b2ffff-ffff-ffff-ffff-ffffffffffff' });
  });

  it('leaves names, e-mail addresses and short or long digit runs to the other searches', () => {
    expect(cardNumberRange('cafe')).toBeNull();
    expect(cardNumberRange('a1b')).toBeNull();
    expect(cardNumberRange('a1b2c3d4e5f6a')).toBeNull();
    expect(cardNumberRange('sam@example.com')).toBeNull();
  });
});
