import { z } from 'zod';

/** What the scheme brought a manager's venues over a range of days on the scheme's clock (issue 25). */
export const PartnerFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Offers redeemed (not undone). */
    redemptions: z.number().int(),
    /** Members who redeemed at least one offer. */
    members: z.number().int(),
    /** Vouchers redeemed (not undone). */
    vouchersRedeemed: z.number().int(),
  }),
  /** Each day with a redemption: offers and vouchers redeemed that day. */
  days: z.array(z.object({ day: z.string(), redemptions: z.number().int(), vouchersRedeemed: z.number().int() })),
  /** Each offer redeemed in the range, the most redeemed first. */
  offers: z.array(z.object({ venueId: z.number().int(), venueName: z.string(), offerId: z.number().int(), offerTitle: z.string(), redemptions: z.number().int() })),
  /** Offers and vouchers redeemed in each hour of the day (0 to 23, the scheme's clock), every hour listed. */
  hours: z.array(z.object({ hour: z.number().int().min(0).max(23), redemptions: z.number().int() })),
});
export type PartnerFigures = z.infer<typeof PartnerFiguresSchema>;
