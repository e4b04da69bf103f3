import { type RawBuilder, sql } from 'kysely';
import { type AdminReportName, type AdminReportQuery, SCHEME_TIME_ZONE } from '@venue-pass/contracts';

/**
 * Days read per statement when a report is streamed (ADR 049). A per-day report's rows are whole days,
 * sorted by day first, so the answers of consecutive windows concatenate to the answer of the range; the
 * window bounds a statement's rows (a day of redemptions at city scale is a few thousand venue-offer
 * lines). `null` marks a report whose rows sum over the whole range (one per source or promotion), read
 * in one statement.
 */
export const REPORT_WINDOW_DAYS: Record<AdminReportName, number | null> = {
  'signups-per-day': 92,
  'signups-per-source': null,
  'vouchers-per-promotion': null,
  'redemptions-per-day': 7,
  'messages-per-channel': 31,
};

/**
 * Each report as one SQL statement over an inclusive range of days on the scheme's clock (London, ADR 057:
 * whatever the session's time zone), its columns named as the contract's row fields, in the CSV's column
 * order. Erased members keep their rows (ADR 040), so the counts do not drop when someone is forgotten.
 */
export function reportQuery(name: AdminReportName, { from, to }: AdminReportQuery): RawBuilder<Record<string, unknown>> {
  const zone = SCHEME_TIME_ZONE;
  const start = sql`(${from}::date::timestamp at time zone ${zone})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${zone})`;
  const localDay = (instant: RawBuilder<Date>) => sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`;
  switch (name) {
    case 'signups-per-day':
      return sql`
        select to_char(day, 'YYYY-MM-DD') as "day",
               (select count(*)::int from members m
                 where m.created_at >= (day at time zone ${zone}) and m.created_at < ((day + interval '1 day') at time zone ${zone})) as "signUps"
        from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') as day
        order by day`;
    case 'signups-per-source':
      return sql`
        select s.id as "sourceId", coalesce(s.name, '(no source)') as "sourceName", count(*)::int as "signUps"
        from members m
        left join member_registration_sources mrs on mrs.member_id = m.id
        left join registration_sources s on s.id = mrs.registration_source_id
        where m.created_at >= ${start} and m.created_at < ${end}
        group by s.id, s.name
        order by "signUps" desc, s.id nulls last`;
    case 'vouchers-per-promotion':
      // Each count read once for every promotion and joined, not once per promotion: at city scale a
      // count per promotion reread every voucher redemption forty times (8 s; ADR 075).
      return sql`
        with codes as (
               select c.promotion_id,
                      count(*) filter (where c.created_at >= ${start} and c.created_at < ${end})::int as sent,
                      count(*) filter (where c.status = 'issued' and c.issued_at >= ${start} and c.issued_at < ${end})::int as verified
               from promo_codes c
               where (c.created_at >= ${start} and c.created_at < ${end}) or (c.issued_at >= ${start} and c.issued_at < ${end})
               group by c.promotion_id),
             redeemed as (
               select c.promotion_id, count(*)::int as n from promo_code_redemptions r join promo_codes c on c.id = r.promo_code_id
               where r.undone_at is null and r.redeemed_at >= ${start} and r.redeemed_at < ${end} group by c.promotion_id)
        select p.id as "promotionId", p.name as "promotionName",
               coalesce(codes.sent, 0) as "sent", coalesce(codes.verified, 0) as "verified", coalesce(redeemed.n, 0) as "redeemed"
        from promotions p
        left join codes on codes.promotion_id = p.id
        left join redeemed on redeemed.promotion_id = p.id
        where p.starts_at < ${end} and p.ends_at >= ${start}
        order by p.id`;
    case 'redemptions-per-day':
      return sql`
        select ${localDay(sql`r.redeemed_at`)} as "day",
               v.id as "venueId", v.name as "venueName", o.id as "offerId", o.name as "offerTitle", count(*)::int as "redemptions"
        from offer_redemptions r
        join offers o on o.id = r.offer_id
        join venues v on v.id = r.venue_id
        where r.undone_at is null and r.redeemed_at >= ${start} and r.redeemed_at < ${end}
        group by 1, v.id, v.name, o.id, o.name
        order by 1, v.id, o.id`;
    case 'messages-per-channel':
      return sql`
        select ${localDay(sql`m.created_at`)} as "day", m.channel as "channel", count(*)::int as "messages"
        from outbox_messages m
        where m.created_at >= ${start} and m.created_at < ${end}
        group by 1, m.channel
        order by 1, m.channel`;
  }
}
