/** Characters allowed in the OAuth state and the PKCE verifier (RFC 7636 "unreserved" minus '.' and '~'). */
export const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const STATE_LENGTH = 40;
export const VERIFIER_LENGTH = 128;
export const CODE_CHALLENGE_METHOD = 'S256';

/**
 * A random string from `alphabet`. Bytes at or above the largest multiple of the alphabet size
 * are rejected so every character is equally likely (no modulo bias); with the 64-character
 * alphabet nothing is ever rejected, but the function stays correct for any alphabet.
 */
export function randomString(length: number, alphabet: string = RANDOM_ALPHABET): string {
  if (alphabet.length === 0 || alphabet.length > 256) {
    throw new RangeError('The alphabet must hold between 1 and 256 characters');
  }
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length - result.length));
    for (const byte of bytes) {
      if (byte < limit && result.length < length) {
        result += alphabet[byte % alphabet.length];
      }
    }
  }
  return result;
}

export function createState(): string {
  return randomString(STATE_LENGTH);
}

export function createCodeVerifier(): string {
  return randomString(VERIFIER_LENGTH);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 code challenge: base64url(SHA-256(ASCII(verifier))) without padding. */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
