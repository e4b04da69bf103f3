import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPiece, joinGzip, joinRaw } from './gzip-pieces.ts';

describe('gzip joined from pieces', () => {
  // Repetitive pieces compress to back-references; a piece must not refer to another's bytes.
  const texts = ['[', '{"a":1,"b":false}', ',{"a":1,"b":false}'.repeat(400), '', ',"é ✓"', 'x'.repeat(70_000), ']'];
  const pieces = texts.map((text) => gzipPiece(Buffer.from(text)));

  it('joins any pieces in any order, repeated or none, and its CRC and length check out', () => {
    for (const indexes of [[], [0], [6], [0, 1, 2, 3, 4, 5, 6], [5, 2, 5], [3], [6, 0, 1]]) {
      const chosen = indexes.map((index) => pieces[index]!);
      const expected = indexes.map((index) => texts[index]!).join('');
      expect(joinRaw(chosen).toString()).toBe(expected);
      // gunzip checks the trailer's CRC-32 and length against what it inflated.
      const gzip = joinGzip(chosen);
      expect(gunzipSync(gzip).toString()).toBe(expected);
      expect(gzip.readUInt32LE(gzip.length - 8)).toBe(crc32(Buffer.from(expected)));
    }
  });
});
