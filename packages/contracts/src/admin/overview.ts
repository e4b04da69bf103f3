import { z } from 'zod';

const count = z.number().int().min(0);

/** Counts over one stretch of the scheme's days (Europe/London, ADR 057). */
export const AdminOverviewPeriodSchema = z.object({
  signUps: count,
  redemptions: count,
  vouchersIssued: count,
  vouchersRedeemed: count,
});
export type AdminOverviewPeriod = z.infer<typeof AdminOverviewPeriodSchema>;

/** GET /api/admin/overview: the console home's tiles (ADR 068). */
export const AdminOverviewSchema = z.object({
  /** Since midnight today on the scheme's clock. */
  today: AdminOverviewPeriodSchema,
  /** Today and the six days before it on the scheme's clock. */
  last7Days: AdminOverviewPeriodSchema,
  /** Outbox messages still to deliver. */
  messagesWaiting: count,
  /** Contact messages no operator has marked handled. */
  contactMessagesOpen: count,
  /** Venue managers' new offers and changes waiting for the operator's review (ADR 085). */
  proposalsWaiting: count,
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
