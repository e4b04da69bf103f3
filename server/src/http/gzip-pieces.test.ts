import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPiece, gzipSequence, gzipWith, rawWith } from './gzip-pieces.ts';

describe('gzip joined from pieces', () => {
  // Repetitive pieces compress to back-references; a piece must not refer to another's bytes.
  const texts = ['[', '{"a":1,"b":false}', ',{"a":1,"b":false}'.repeat(400), '', ',"é ✓"', 'x'.repeat(70_000), ']'];
  const pieces = texts.map((text) => gzipPiece(Buffer.from(text)));
  const sequence = gzipSequence(pieces);

  it('is the gzip stream of the pieces in order', () => {
    expect(gunzipSync(sequence.gzip).toString()).toBe(texts.join(''));
    expect(sequence.raw.toString()).toBe(texts.join(''));
  });

  it('swaps any pieces, first, last, next to each other or none, and its CRC and length check out', () => {
    const other = (text: string) => gzipPiece(Buffer.from(text.replaceAll('false', 'true')));
    for (const indexes of [[], [0], [6], [1, 2], [2, 5], [0, 1, 2, 3, 4, 5, 6], [3]]) {
      const swaps = new Map(indexes.map((index) => [index, other(`${texts[index]!}!`)]));
      const expected = texts.map((text, index) => (swaps.has(index) ? `${text.replaceAll('false', 'true')}!` : text)).join('');
      expect(rawWith(sequence, swaps).toString()).toBe(expected);
      // gunzip checks the trailer's CRC-32 and length against what it inflated.
      const inflated = gunzipSync(gzipWith(sequence, swaps));
      expect(inflated.toString()).toBe(expected);
      expect(gzipWith(sequence, swaps).readUInt32LE(gzipWith(sequence, swaps).length - 8)).toBe(crc32(Buffer.from(expected)));
    }
  });
});
