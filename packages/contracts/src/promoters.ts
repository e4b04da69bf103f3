import { z } from 'zod';
import { redactedInLogs } from './redacted-in-logs.ts';
import { PhoneNumberInputSchema, PublicIdSchema } from './vouchers.ts';

/** Promoter link texts that the API answers with and the promoter page shows (R-ERR-38, R-ERR-39). */
export const PromoterMessages = {
  notFound: "We couldn't find the promoter details you're looking for. Please check the link and try again.",
  noLongerValid: 'This promoter code is no longer valid. Please contact Marketing for a new link.',
} as const;

/** Path of GET /api/promoters/{uniqueCode} and POST /api/promoters/{uniqueCode}/send. */
export const PromoterCodeParamsSchema = z.object({ uniqueCode: PublicIdSchema });
export type PromoterCodeParams = z.infer<typeof PromoterCodeParamsSchema>;

/** Promoter link (R-ENTITY-35). */
export const PromoterLinkSchema = z.object({
  voucherName: z.string(),
  isValid: z.boolean(),
});
export type PromoterLink = z.infer<typeof PromoterLinkSchema>;

/** Query of POST /api/promoters/{uniqueCode}/send (the number travels in the query string, R-API-23). */
export const PromoterSendQuerySchema = z.object({ phoneNumber: PhoneNumberInputSchema.register(redactedInLogs) });
export type PromoterSendQuery = z.infer<typeof PromoterSendQuerySchema>;

/** Answer of a promoter send; a failure answers the error body, whose message the page shows. */
export const PromoterSendResultSchema = z.object({ voucherSent: z.boolean(), message: z.string() });
export type PromoterSendResult = z.infer<typeof PromoterSendResultSchema>;
