import { z } from 'zod';
import { WALLET_TYPE } from './wallet-type.ts';

/** Wallet types: 1 Apple, 2 Google (R-CONST-09, R-CONST-10). */
export const WalletTypeSchema = z.coerce.number().pipe(z.union([z.literal(WALLET_TYPE.apple), z.literal(WALLET_TYPE.google)]));
export type WalletType = z.infer<typeof WalletTypeSchema>;

/**
 * The member's browser platform, which `?b=` names; the token travels in the Authorization header,
 * never in a URL (RFC 6750).
 */
export const BrowserPlatformSchema = z.enum(['ios', 'android', 'desktop']);
export type BrowserPlatform = z.infer<typeof BrowserPlatformSchema>;

/** Params and query of GET /api/wallet/{type}?b=. */
export const WalletParamsSchema = z.object({ type: WalletTypeSchema });
export const WalletQuerySchema = z.object({ b: BrowserPlatformSchema.optional() });
export type WalletQuery = z.infer<typeof WalletQuerySchema>;

/**
 * GET /api/wallet/{type}: a JSON string, whose quotes the SPA strips (R-WALLET-06, R-WALLET-07). For type 1 it is a
 * download id for /api/wallet/download/{id}, for type 2 the Google Wallet save URL.
 */
export const WalletLinkSchema = z.string();

/** Download ids are 32 bytes of randomness in base64url (43 characters). */
export const WalletDownloadParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown download id') });
