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

/** A report's day: an ISO date (YYYY-MM-DD) on the scheme's clock. */
const ReportDaySchema = z.iso.date();

export const SignupsPerDayRowSchema = z.object({ day: ReportDaySchema, signUps: z.number().int() });
export const SignupsPerSourceRowSchema = z.object({ sourceId: z.number().int().nullable(), sourceName: z.string(), signUps: z.number().int() });
export const VouchersPerPromotionRowSchema = z.object({
  promotionId: z.number().int(),
  promotionName: z.string(),
  sent: z.number().int(),
  verified: z.number().int(),
  redeemed: z.number().int(),
});
/** A line of the redemptions-per-day CSV: one day's redemptions of one offer at one venue. */
export const RedemptionsPerDayRowSchema = z.object({
  day: ReportDaySchema,
  venueId: z.number().int(),
  venueName: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  redemptions: z.number().int(),
});
/** A row of the redemptions-per-day JSON: one day's redemptions of every offer at every venue. */
export const RedemptionsOfDaySchema = z.object({ day: ReportDaySchema, redemptions: z.number().int() });
/** One offer's redemptions over the whole range, as the redemptions-per-day JSON lists them, most first. */
export const RedemptionsOfOfferSchema = RedemptionsPerDayRowSchema.omit({ day: true });
export const MessagesPerChannelRowSchema = z.object({ day: ReportDaySchema, channel: z.enum(['email', 'sms', 'whatsapp']), messages: z.number().int() });

export type SignupsPerDayRow = z.infer<typeof SignupsPerDayRowSchema>;
export type SignupsPerSourceRow = z.infer<typeof SignupsPerSourceRowSchema>;
export type VouchersPerPromotionRow = z.infer<typeof VouchersPerPromotionRowSchema>;
export type RedemptionsPerDayRow = z.infer<typeof RedemptionsPerDayRowSchema>;
export type RedemptionsOfDay = z.infer<typeof RedemptionsOfDaySchema>;
export type RedemptionsOfOffer = z.infer<typeof RedemptionsOfOfferSchema>;
export type MessagesPerChannelRow = z.infer<typeof MessagesPerChannelRowSchema>;

/** The CSV lines of the reports, by name: a header row of these columns, then one line per row in this order. */
export const AdminReportCsvRowSchemas = {
  'signups-per-day': SignupsPerDayRowSchema,
  'signups-per-source': SignupsPerSourceRowSchema,
  'vouchers-per-promotion': VouchersPerPromotionRowSchema,
  'redemptions-per-day': RedemptionsPerDayRowSchema,
  'messages-per-channel': MessagesPerChannelRowSchema,
} as const;

/**
 * The JSON rows of the reports, by name: the CSV's, except for redemptions per day, whose day x venue x
 * offer lines (a million over a city's year) stay in the CSV; its JSON is what an operator reads, the
 * day's totals, with the range's totals per offer beside them (ADR 082).
 */
export const AdminReportRowSchemas = {
  ...AdminReportCsvRowSchemas,
  'redemptions-per-day': RedemptionsOfDaySchema,
} as const;

/** Answer of GET /api/admin/reports/{report}: the range and its rows. */
export function adminReportSchema<T extends z.ZodType>(row: T) {
  return z.object({ from: z.string(), to: z.string(), rows: z.array(row) });
}

/** Answer of GET /api/admin/reports/redemptions-per-day: the totals of each day, and of each offer over the range. */
export const RedemptionsPerDayReportSchema = adminReportSchema(RedemptionsOfDaySchema).extend({ offers: z.array(RedemptionsOfOfferSchema) });
export type RedemptionsPerDayReport = z.infer<typeof RedemptionsPerDayReportSchema>;
