import { z } from 'zod';
import { WALLET_TYPE } from './wallet-type.ts';

/** SPEC 9: wallet types, 1 Apple and 2 Google. */
export const WalletTypeSchema = z.coerce.number().pipe(z.union([z.literal(WALLET_TYPE.apple), z.literal(WALLET_TYPE.google)]));
export type WalletType = z.infer<typeof WalletTypeSchema>;

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
