// Kept apart from the zod contracts: the dashboard prints the number and should not load zod for it.
/**
 * The printed card number: the first 12 hex digits of the userId in groups of four, upper case
 * (e.g. 'A1B2 C3D4 E5F6'). Door staff read it when a QR code will not scan; the QR itself stays
 * the userId.
 */
export function cardNumberFromUserId(userId: string): string {
  const digits = userId.replace(/[^0-9a-f]/gi, '').slice(0, 12).toUpperCase();
  return digits.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** How the card is used, under the card on the dashboard and on the back of the wallet pass (R-DASH-10). */
export const MEMBER_CARD_INSTRUCTIONS = 'Present your QR code to your server at any of our venues to access the exclusive offers.';
