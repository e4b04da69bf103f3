import { describe, expect, it, vi } from 'vitest';
import {
  createCodeChallenge,
  createCodeVerifier,
  createState,
  RANDOM_ALPHABET,
  randomString,
} from './pkce.ts';

const ALPHABET_ONLY = /^[A-Za-z0-9_-]+$/;

describe('createState', () => {
  it('returns 40 characters from [A-Za-z0-9-_]', () => {
    const state = createState();
    expect(state).toHaveLength(40);
    expect(state).toMatch(ALPHABET_ONLY);
  });

  it('returns a different value each time', () => {
    expect(createState()).not.toBe(createState());
  });
});

describe('createCodeVerifier', () => {
  it('returns 128 characters from [A-Za-z0-9-_]', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toHaveLength(128);
    expect(verifier).toMatch(ALPHABET_ONLY);
  });
});

describe('randomString', () => {
  it('uses crypto.getRandomValues and maps every byte value evenly onto the 64 characters', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      bytes.forEach((_, index) => (bytes[index] = index));
      return array;
    });

    const value = randomString(256);

    expect(spy).toHaveBeenCalled();
    expect(RANDOM_ALPHABET).toHaveLength(64);
    // 256 byte values over 64 characters: each character exactly 4 times, so no bias.
    const counts = new Map<string, number>();
    for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(64);
    expect([...counts.values()].every((count) => count === 4)).toBe(true);
  });

  it('rejects bytes that would bias a smaller alphabet', () => {
    let call = 0;
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      // 255 lies above the largest multiple of 3 (255 = 3 × 85 is the limit), so it is skipped.
      bytes.fill(call++ === 0 ? 255 : 4);
      return array;
    });

    expect(randomString(2, 'abc')).toBe('bb');
  });
});

describe('createCodeChallenge', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('has no padding and only base64url characters', async () => {
    const challenge = await createCodeChallenge(createCodeVerifier());
    expect(challenge).toHaveLength(43);
    expect(challenge).toMatch(ALPHABET_ONLY);
  });
});
