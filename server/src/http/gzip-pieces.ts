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

/**
 * Pieces joined in order once: the answer as it reads with every piece in place, and from which an answer with
 * some pieces swapped for others is joined by slicing, in time and allocations that grow with the swaps only.
 */
export interface GzipSequence {
  raw: Buffer;
  /** The gzip stream of `raw`. */
  gzip: Buffer;
  /** Where piece i starts in `raw` (the last entry is its length). */
  rawStarts: number[];
  /** Where piece i's deflate data starts in `gzip`. */
  gzipStarts: number[];
  /** The CRC-32 of `raw` up to piece i. */
  crcs: number[];
}

// A gzip member: deflate, no name or time, unknown operating system (RFC 1952 section 2.3).
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block of fixed codes: the end of the deflate stream.
const LAST_BLOCK = Buffer.from([3, 0]);

function trailer(crc: number, length: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32LE(crc >>> 0, 0);
  bytes.writeUInt32LE(length % 2 ** 32, 4);
  return bytes;
}

export function gzipSequence(pieces: readonly GzipPiece[]): GzipSequence {
  const rawStarts = [0];
  const gzipStarts = [HEADER.length];
  const crcs = [0];
  for (const piece of pieces) {
    rawStarts.push(rawStarts.at(-1)! + piece.raw.length);
    gzipStarts.push(gzipStarts.at(-1)! + piece.deflated.length);
    crcs.push((multiplyModP(piece.shift, crcs.at(-1)!) ^ piece.crc) >>> 0);
  }
  const raw = Buffer.concat(pieces.map((piece) => piece.raw));
  const gzip = Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), LAST_BLOCK, trailer(crcs.at(-1)!, raw.length)]);
  return { raw, gzip, rawStarts, gzipStarts, crcs };
}

/** The sequence's raw bytes with the pieces at some indexes swapped for others. */
export function rawWith(sequence: GzipSequence, swaps: ReadonlyMap<number, GzipPiece>): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (const index of [...swaps.keys()].sort((a, b) => a - b)) {
    parts.push(sequence.raw.subarray(sequence.rawStarts[from], sequence.rawStarts[index]), swaps.get(index)!.raw);
    from = index + 1;
  }
  parts.push(sequence.raw.subarray(sequence.rawStarts[from]));
  return Buffer.concat(parts);
}

/** The gzip stream of `rawWith(sequence, swaps)`, joined from the pieces' deflate data without compressing. */
export function gzipWith(sequence: GzipSequence, swaps: ReadonlyMap<number, GzipPiece>): Buffer {
  const { gzip, rawStarts, gzipStarts, crcs } = sequence;
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  let from = 0;
  // The pieces from `from` up to `to` as they are: crc(A B) = crc(A) x^(8|B|) + crc(B), and crc(B) follows from
  // the CRCs up to B's start and end: crcs[to] = crcs[from] x^(8|B|) + crc(B).
  const keep = (to: number) => {
    if (to === from) return;
    const size = rawStarts[to]! - rawStarts[from]!;
    crc = (multiplyModP(powerOfX(size * 8), (crc ^ crcs[from]!) >>> 0) ^ crcs[to]!) >>> 0;
    length += size;
    parts.push(gzip.subarray(gzipStarts[from], gzipStarts[to]));
  };
  for (const index of [...swaps.keys()].sort((a, b) => a - b)) {
    keep(index);
    const piece = swaps.get(index)!;
    crc = (multiplyModP(piece.shift, crc) ^ piece.crc) >>> 0;
    length += piece.raw.length;
    parts.push(piece.deflated);
    from = index + 1;
  }
  keep(rawStarts.length - 1);
  parts.push(LAST_BLOCK, trailer(crc, length));
  return Buffer.concat(parts);
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
