import { randomBytes, randomInt } from 'node:crypto';

/** 128 random bits as base64url (22 characters): ids that appear in links can be neither guessed nor counted. */
export function randomPublicId(): string {
  return randomBytes(16).toString('base64url');
}

// Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed at a till is unambiguous.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The 10-character code printed on a voucher (50 random bits). */
export function randomVoucherCode(): string {
  return Array.from(randomBytes(10), (byte) => CODE_ALPHABET[byte & 31]).join('');
}

/** A 6-digit verification code from the CSPRNG. */
export function randomVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
