import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/CONFORMANCE.md names, for each requirement, the tests that check it; a renamed or moved test
// must not leave the table pointing at nothing.
const root = path.resolve(import.meta.dirname, '../..');
const conformance = readFileSync(path.join(root, 'docs/CONFORMANCE.md'), 'utf8');

/** The table's file list: short name → path in the repository. */
const testFiles = new Map([...conformance.matchAll(/^- `([^`]+)`: `([^`]+)`/gm)].map((match) => [match[1]!, match[2]!]));

/** Every `file > test name` the table cites. */
const citations = [...conformance.matchAll(/`([^`]+\.(?:test|spec)\.tsx?)` > ([^<|]+?)(?=<br>|\s*\|)/g)].map((match) => ({
  file: match[1]!,
  test: match[2]!.trim().split(' > ').at(-1)!.trim(),
}));

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('docs/CONFORMANCE.md', () => {
  it('cites tests', () => {
    expect(citations.length).toBeGreaterThan(400);
  });

  it('names only test files that exist', () => {
    const missing = [...new Set(citations.map((citation) => citation.file))].filter((file) => {
      const filePath = testFiles.get(file);
      return !filePath || !existsSync(path.join(root, filePath));
    });
    expect(missing).toEqual([]);
  });

  it('names only tests that exist in their file', () => {
    const missing = citations.filter(({ file, test }) => {
      const filePath = testFiles.get(file);
      if (!filePath || !existsSync(path.join(root, filePath))) return false;
      const source = readFileSync(path.join(root, filePath), 'utf8');
      // Titles written with %s or %i are it.each tables: the placeholders match anything.
      const pattern = new RegExp(escape(test).replace(/%[si]/g, '.*'));
      return !pattern.test(source);
    });
    expect(missing).toEqual([]);
  });
});
