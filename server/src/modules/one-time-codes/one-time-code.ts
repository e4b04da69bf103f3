import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** Capital letters and digits without 0/O and 1/I, which people misread when retyping a code. */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Letters and digits: safe in a URL path without encoding. */
export const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A code of `length` characters drawn uniformly from `alphabet` by the operating system's CSPRNG. */
export function generateCode(alphabet: string, length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

// Codes live for minutes and allow a handful of guesses, so a lighter scrypt than passwords' is enough
// to make a leaked table useless for the code's lifetime while keeping a check near 20 ms.
const COST = 2 ** 14;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(code: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` with a fresh salt, so equal codes never share a hash. */
export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt, COST, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(code, Buffer.from(salt, 'base64url'), Number(cost), Number(blockSize), Number(parallelism));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
