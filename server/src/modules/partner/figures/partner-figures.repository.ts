import { type AdminReportQuery, type PartnerFigures, SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

/**
 * A manager's figures over an inclusive range of London days (ADR 057), read only at their venues: per day
 * and per offer from the counts the database keeps (ADR 082), distinct members and the hours from the
 * redemptions themselves through their (venue, time) indexes. Undone redemptions do not count.
 */
export function createPartnerFiguresRepository(db: Executor) {
  return {
    async figures(venueIds: readonly number[], { from, to }: AdminReportQuery): Promise<Omit<PartnerFigures, 'from' | 'to'>> {
      const zone = SCHEME_TIME_ZONE;
      const venues = sql.join(venueIds.length > 0 ? [...venueIds] : [0]);
      const start = sql`(${from}::date::timestamp at time zone ${zone})`;
      const end = sql`((${to}::date + 1)::timestamp at time zone ${zone})`;
      const offerRedemptions = sql`offer_redemptions r where r.venue_id in (${venues}) and r.undone_at is null and r.redeemed_at >= ${start} and r.redeemed_at < ${end}`;
      const voucherRedemptions = sql`promo_code_redemptions v where v.venue_id in (${venues}) and v.undone_at is null and v.redeemed_at >= ${start} and v.redeemed_at < ${end}`;
      const [totals, days, offers, hours] = await Promise.all([
        sql<PartnerFigures['totals']>`
          select (select count(*)::int from ${offerRedemptions}) as "redemptions",
                 (select count(distinct r.member_id)::int from ${offerRedemptions}) as "members",
                 (select count(*)::int from ${voucherRedemptions}) as "vouchersRedeemed"`.execute(db),
        sql<PartnerFigures['days'][number]>`
          select to_char(day, 'YYYY-MM-DD') as "day", sum(offers)::int as "redemptions", sum(vouchers)::int as "vouchersRedeemed"
          from (select d.day, d.redemptions as offers, 0 as vouchers from offer_redemption_days d
                 where d.venue_id in (${venues}) and d.day between ${from}::date and ${to}::date
                union all
                select (v.redeemed_at at time zone ${zone})::date, 0, 1 from ${voucherRedemptions}) counted
          group by day having sum(offers) + sum(vouchers) > 0
          order by day`.execute(db),
        sql<PartnerFigures['offers'][number]>`
          select v.id as "venueId", v.name as "venueName", o.id as "offerId", o.name as "offerTitle", t.redemptions as "redemptions"
          from (select d.venue_id, d.offer_id, sum(d.redemptions)::int as redemptions
                from offer_redemption_days d
                where d.venue_id in (${venues}) and d.day between ${from}::date and ${to}::date
                group by d.venue_id, d.offer_id having sum(d.redemptions) > 0) t
          join offers o on o.id = t.offer_id
          join venues v on v.id = t.venue_id
          order by t.redemptions desc, v.id, o.id`.execute(db),
        sql<PartnerFigures['hours'][number]>`
          select hour, coalesce(counted.redemptions, 0)::int as "redemptions"
          from generate_series(0, 23) as hour
          left join (select extract(hour from at at time zone ${zone})::int as h, count(*) as redemptions
                     from (select r.redeemed_at as at from ${offerRedemptions}
                           union all select v.redeemed_at from ${voucherRedemptions}) redeemed
                     group by 1) counted on counted.h = hour
          order by hour`.execute(db),
      ]);
      return { totals: totals.rows[0]!, days: days.rows, offers: offers.rows, hours: hours.rows };
    },
  };
}
export type PartnerFiguresRepository = ReturnType<typeof createPartnerFiguresRepository>;
