import { CardIdSchema, PublicIdSchema } from '@venue-pass/contracts';

/** What staff scanned or typed: a member's card, or a voucher by its id (the QR) or its printed code. */
export type ScanTarget =
  | { kind: 'card'; cardId: string }
  | { kind: 'voucher'; id: string }
  | { kind: 'voucherCode'; code: string };

// The code printed on a voucher (PromoCodeRedeemInputSchema): ten letters and digits.
const VOUCHER_CODE = /^[0-9A-Z]{10}$/;
// A voucher link (/q/{promoCodeId}) scanned from a screen shows the same voucher as its QR.
const VOUCHER_LINK = /\/q\/([A-Za-z0-9_-]{22})\/?$/;

/**
 * Reads a decoded QR or a typed entry. A card QR holds the member's userId (a UUID) and the card
 * prints its first 12 hex digits; a voucher QR holds the promo code id (22 base64url characters) and
 * the voucher prints a 10-character code. Spaces and case are ignored where they cannot matter;
 * anything else is null. The lengths never overlap, so the order of the checks cannot misread one
 * for another.
 */
export function readScanTarget(raw: string): ScanTarget | null {
  const text = raw.trim();
  const card = CardIdSchema.safeParse(text);
  if (card.success) return { kind: 'card', cardId: card.data };
  const linked = VOUCHER_LINK.exec(text)?.[1];
  // The id is case-sensitive, so only surrounding space is dropped.
  const voucherId = PublicIdSchema.safeParse(linked ?? text);
  if (voucherId.success) return { kind: 'voucher', id: voucherId.data };
  const code = text.replace(/\s+/g, '').toUpperCase();
  if (VOUCHER_CODE.test(code)) return { kind: 'voucherCode', code };
  return null;
}

/** Whether two targets name the same card or voucher, so a QR held in front of the camera is read once. */
export function sameTarget(a: ScanTarget | null, b: ScanTarget | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
