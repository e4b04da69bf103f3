import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A piece of an answer compressed on its own, so that pieces chosen per request can be joined into one gzip
 * stream without compressing again (ADR 081). Each piece's deflate data starts from an empty window and ends
 * on a full flush (byte-aligned, no reference across pieces), which is what lets any pieces follow each other.
 */
export interface GzipPiece {
  raw: Buffer;
  deflated: Buffer;
  /** The CRC-32 of `raw`. */
  crc: number;
  /** x^(8 * raw.length) modulo the CRC polynomial: what appending `raw` does to the CRC before it. */
  shift: number;
}

export function gzipPiece(raw: Buffer): GzipPiece {
  return {
    raw,
    deflated: deflateRawSync(raw, { finishFlush: constants.Z_FULL_FLUSH }),
    crc: crc32(raw),
    shift: powerOfX(raw.length * 8),
  };
}

// A gzip member: deflate, no name or time, unknown operating system (RFC 1952 section 2.3).
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block of fixed codes: the end of the deflate stream.
const LAST_BLOCK = Buffer.from([3, 0]);

/** The pieces' raw bytes in order. */
export function joinRaw(pieces: readonly GzipPiece[]): Buffer {
  return Buffer.concat(pieces.map((piece) => piece.raw));
}

/** The gzip stream of `joinRaw(pieces)`, joined from the pieces' deflate data without compressing again. */
export function joinGzip(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    // crc(A B) = crc(A) x^(8|B|) + crc(B)
    crc = (multiplyModP(piece.shift, crc) ^ piece.crc) >>> 0;
    length += piece.raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), LAST_BLOCK, trailer]);
}

// CRC-32 arithmetic in GF(2)[x] modulo its polynomial, bits reflected as zlib has them (zlib's crc32.c,
// crc32_combine): crc(A B) = crc(A) * x^(8 |B|) + crc(B).
const POLYNOMIAL = 0xedb88320;
const X_TO_THE_0 = 0x80000000;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = X_TO_THE_0; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) for k = 0..31, each the square of the one before. */
const X_TO_POWERS_OF_TWO = (() => {
  const table = [X_TO_THE_0 >>> 1];
  for (let k = 1; k < 32; k += 1) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

function powerOfX(exponent: number): number {
  let power = X_TO_THE_0;
  for (let k = 0; exponent > 0; k += 1, exponent = Math.floor(exponent / 2)) {
    if (exponent % 2) power = multiplyModP(X_TO_POWERS_OF_TWO[k % 32]!, power);
  }
  return power;
}
