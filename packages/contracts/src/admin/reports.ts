import { z } from 'zod';
import { plausibleDate } from '../dates.ts';

/** The console's reports; each is JSON at /api/admin/reports/{report} and CSV at /api/admin/reports/{report}.csv. */
export const AdminReportNameSchema = z.enum(['signups-per-day', 'signups-per-source', 'vouchers-per-promotion', 'redemptions-per-day', 'messages-per-channel']);
export type AdminReportName = z.infer<typeof AdminReportNameSchema>;

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 731;

/** Query of every report: an inclusive range of UTC days. */
export const AdminReportQuerySchema = z
  .object({ from: plausibleDate(), to: plausibleDate() })
  .refine((range) => range.from <= range.to, { message: 'The range must end on or after its start.', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `At most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AdminReportQuery = z.infer<typeof AdminReportQuerySchema>;

export const SignupsPerDayRowSchema = z.object({ day: z.string(), signUps: z.number().int() });
export const SignupsPerSourceRowSchema = z.object({ sourceId: z.number().int().nullable(), sourceName: z.string(), signUps: z.number().int() });
export const VouchersPerPromotionRowSchema = z.object({
  promotionId: z.number().int(),
  promotionName: z.string(),
  sent: z.number().int(),
  verified: z.number().int(),
  redeemed: z.number().int(),
});
export const RedemptionsPerDayRowSchema = z.object({
  day: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  redemptions: z.number().int(),
});
export const MessagesPerChannelRowSchema = z.object({ day: z.string(), channel: z.enum(['email', 'sms', 'whatsapp']), messages: z.number().int() });

export type SignupsPerDayRow = z.infer<typeof SignupsPerDayRowSchema>;
export type SignupsPerSourceRow = z.infer<typeof SignupsPerSourceRowSchema>;
export type VouchersPerPromotionRow = z.infer<typeof VouchersPerPromotionRowSchema>;
export type RedemptionsPerDayRow = z.infer<typeof RedemptionsPerDayRowSchema>;
export type MessagesPerChannelRow = z.infer<typeof MessagesPerChannelRowSchema>;

/** JSON answers of the reports, by name; the CSV has the same columns in the same order with a header row. */
export const AdminReportRowSchemas = {
  'signups-per-day': SignupsPerDayRowSchema,
  'signups-per-source': SignupsPerSourceRowSchema,
  'vouchers-per-promotion': VouchersPerPromotionRowSchema,
  'redemptions-per-day': RedemptionsPerDayRowSchema,
  'messages-per-channel': MessagesPerChannelRowSchema,
} as const;

/** Answer of GET /api/admin/reports/{report}: the range and its rows. */
export function adminReportSchema<T extends z.ZodType>(row: T) {
  return z.object({ from: z.string(), to: z.string(), rows: z.array(row) });
}
