import { z } from 'zod';

/** SPEC 9: wallet types, 1 Apple and 2 Google. */
export const WalletTypeSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
export type WalletType = z.infer<typeof WalletTypeSchema>;

export const WALLET_TYPE = { apple: 1, google: 2 } as const;

/** The member's browser platform (ruling 17: `?b=` names it; the token travels in the Authorization header). */
export const BrowserPlatformSchema = z.enum(['ios', 'android', 'desktop']);
export type BrowserPlatform = z.infer<typeof BrowserPlatformSchema>;

/** Params and query of GET /api/wallet/{type}?b=. */
export const WalletParamsSchema = z.object({ type: WalletTypeSchema });
export const WalletQuerySchema = z.object({ b: BrowserPlatformSchema.optional() });
export type WalletQuery = z.infer<typeof WalletQuerySchema>;

/**
 * GET /api/wallet/{type}: a JSON string; SPEC 7 has the SPA strip the quotes. For type 1 it is a
 * download id for /api/wallet/download/{id}, for type 2 the Google Wallet save URL.
 */
export const WalletLinkSchema = z.string();

/** Download ids are 32 bytes of randomness in base64url (43 characters). */
export const WalletDownloadParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown download id') });

/**
 * The printed card number: the first 12 hex digits of the userId in groups of four, upper case
 * (e.g. 'A1B2 C3D4 E5F6'). Door staff read it when a QR code will not scan; the QR itself stays
 * the userId.
 */
export function cardNumberFromUserId(userId: string): string {
  const digits = userId.replace(/[^0-9a-f]/gi, '').slice(0, 12).toUpperCase();
  return digits.match(/.{1,4}/g)?.join(' ') ?? '';
}
