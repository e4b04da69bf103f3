import { AdminPromotionInputSchema, type AdminPromotion } from '@venue-pass/contracts';
import { z } from 'zod';
import { endAsFields, endFields, numberText, optionalNumberText, schemeDateTimeAsIso, withEnd } from '../form/form-values.ts';
import { isoToSchemeWallClock } from '../../../lib/scheme-clock.ts';

/** The promotion form's fields, turned into the contract's input (AdminPromotionInputSchema) on submit. */
export const PromotionFormSchema = z
  .object({
    name: z.string(),
    venueId: optionalNumberText,
    channel: z.string(),
    requireVerification: z.boolean(),
    startsAt: schemeDateTimeAsIso,
    ...endFields,
    voucherValidDays: numberText,
    cap: optionalNumberText,
  })
  .transform(withEnd)
  .pipe(AdminPromotionInputSchema);
export type PromotionFormValues = z.input<typeof PromotionFormSchema>;

export function promotionFormValues(promotion?: AdminPromotion): PromotionFormValues {
  return {
    name: promotion?.name ?? '',
    venueId: promotion?.venueId ? String(promotion.venueId) : '',
    channel: promotion?.channel ?? 'sms',
    requireVerification: promotion?.requireVerification ?? true,
    startsAt: isoToSchemeWallClock(promotion?.startsAt ?? new Date().toISOString()),
    ...endAsFields(promotion?.endsAt),
    voucherValidDays: String(promotion?.voucherValidDays ?? 30),
    cap: promotion?.cap === null || promotion?.cap === undefined ? '' : String(promotion.cap),
  };
}
