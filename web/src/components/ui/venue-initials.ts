const LEADING_ARTICLE = /^the$/i;

/**
 * Up to two initials of a venue's name, from its first two words that hold a letter or digit, a leading
 * 'The' left out: 'Harbour Lights' is 'HL', 'The Copper Kettle' 'CK', 'Saffron & Smoke' 'SS'.
 */
export function venueInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const significant = words.length > 1 && LEADING_ARTICLE.test(words[0] ?? '') ? words.slice(1) : words;
  return significant
    .slice(0, 2)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase('en-GB');
}
