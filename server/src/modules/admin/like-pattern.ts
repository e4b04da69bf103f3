// LIKE treats %, _ and \ specially; a search for them means the characters themselves.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching lower-cased text that contains the search. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search.toLowerCase())}%`;
}

/** A LIKE pattern matching lower-cased text that starts with the search (served by text_pattern_ops indexes). */
export function prefixPattern(search: string): string {
  return `${escapeLike(search.toLowerCase())}%`;
}
