/**
 * A printed card number is the first 12 hex digits of the member's UUID, so a typed card number (or its
 * start, at least 4 digits) is the range of UUIDs that begin with it. A search needs a digit to count as
 * a card number: 'cafe' or 'abbe' are names.
 */
export function cardNumberRange(search: string): { from: string; to: string } | null {
  const digits = search.replace(/\s+/g, '').toLowerCase();
  // Twelve hex digits are a whole card number even without a digit in them.
  if (!/^[0-9a-f]{4,12}$/.test(digits) || (digits.length < 12 && !/\d/.test(digits))) return null;
  const asUuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { from: asUuid(digits.padEnd(32, '0')), to: asUuid(digits.padEnd(32, 'f')) };
}
