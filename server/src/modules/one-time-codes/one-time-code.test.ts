import { describe, expect, it } from 'vitest';
import { URL_SAFE_ALPHABET, UNAMBIGUOUS_ALPHABET, codeMatches, generateCode, hashCode } from './one-time-code.ts';

describe('generateCode', () => {
  it('draws codes of the asked length from the alphabet only', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(generateCode(UNAMBIGUOUS_ALPHABET, 6)).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(generateCode(URL_SAFE_ALPHABET, 16)).toMatch(/^[A-Za-z0-9]{16}$/);
    }
  });

  it('uses every character of the alphabet and does not repeat codes', () => {
    const codes = Array.from({ length: 2000 }, () => generateCode(UNAMBIGUOUS_ALPHABET, 6));
    expect(new Set(codes.join('')).size).toBe(UNAMBIGUOUS_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('hashCode and codeMatches', () => {
  it('matches the hashed code and nothing else', async () => {
    const stored = await hashCode('ABC234');
    expect(stored).not.toContain('ABC234');
    expect(await codeMatches('ABC234', stored)).toBe(true);
    expect(await codeMatches('ABC235', stored)).toBe(false);
    expect(await codeMatches('abc234', stored)).toBe(false);
  });

  it('salts every hash, so equal codes do not share one', async () => {
    expect(await hashCode('ABC234')).not.toBe(await hashCode('ABC234'));
  });

  it('never matches a malformed stored hash', async () => {
    expect(await codeMatches('ABC234', 'plain-text')).toBe(false);
    expect(await codeMatches('ABC234', 'scrypt$16384$8$1$$')).toBe(false);
  });
});
