import { sql } from 'kysely';
import { SCHEME_TIME_ZONE, type AdminOverview, type AdminOverviewPeriod } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';

/**
 * The console home's counts in one statement. Days are the scheme's (London, ADR 057), whatever the
 * session's zone: today starts at midnight in London, the week six days before. Each count is a range
 * scan on an index of its timestamp (members_created_at, offer_redemptions_redeemed_at,
 * promo_codes_issued_at, promo_code_redemptions_redeemed_at) or of its state (outbox_messages_due_idx,
 * contact_form_submissions_handled_at, offer_proposals_pending).
 */
export function createAdminOverviewRepository(db: Executor) {
  return {
    async read(): Promise<AdminOverview> {
      const zone = SCHEME_TIME_ZONE;
      const today = sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;
      const weekStart = sql`((date_trunc('day', now() at time zone ${zone}) - interval '6 days') at time zone ${zone})`;
      const counts = (since: typeof today) => sql`
        (select count(*)::int from members where created_at >= ${since}) as "signUps",
        (select count(*)::int from offer_redemptions where undone_at is null and redeemed_at >= ${since}) as "redemptions",
        (select count(*)::int from promo_codes where status = 'issued' and issued_at >= ${since}) as "vouchersIssued",
        (select count(*)::int from promo_code_redemptions where undone_at is null and redeemed_at >= ${since}) as "vouchersRedeemed"`;
      const periods = await sql<AdminOverviewPeriod & { period: string }>`
        select 'today' as period, ${counts(today)}
        union all
        select 'week' as period, ${counts(weekStart)}`.execute(db);
      const { pending, open, proposals } = (
        await sql<{ pending: number; open: number; proposals: number }>`
          select (select count(*)::int from outbox_messages where status = 'pending') as "pending",
                 (select count(*)::int from contact_form_submissions where handled_at is null) as "open",
                 (select count(*)::int from offer_proposals where state = 'pending') as "proposals"`.execute(db)
      ).rows[0]!;
      const period = (name: string): AdminOverviewPeriod => {
        const { signUps, redemptions, vouchersIssued, vouchersRedeemed } = periods.rows.find((row) => row.period === name)!;
        return { signUps, redemptions, vouchersIssued, vouchersRedeemed };
      };
      return { today: period('today'), last7Days: period('week'), messagesWaiting: pending, contactMessagesOpen: open, proposalsWaiting: proposals };
    },
  };
}
export type AdminOverviewRepository = ReturnType<typeof createAdminOverviewRepository>;
