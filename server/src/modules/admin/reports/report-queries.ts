import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { AdminReportCsvRowSchemas, type AdminReportName, type AdminReportQuery, SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { EVERY_VENUE, type Scope } from '../../auth/scope.ts';
import { type CsvCellKind, csvCell, csvCells, csvLine } from './csv-cells.ts';

/** The reports that can be read for some venues only (a venue manager's figures, issue 25). */
export const VENUE_REPORTS = ['redemptions-per-day'] as const satisfies readonly AdminReportName[];

/**
 * The reports whose JSON answers are their lines, read as rows. Redemptions per day's lines, a day's
 * redemptions of one offer, are its CSV alone (redemptionsCsvQuery); its JSON is totals (ADR 082).
 */
export type RowReportName = Exclude<AdminReportName, 'redemptions-per-day'>;

/** Keeps a venue report's lines to the scope's venues (nothing more for the operator's). */
const atVenues = (scope: Scope) =>
  scope.kind === 'all' ? sql`` : sql` and d.venue_id in (${sql.join(scope.venueIds.length > 0 ? [...scope.venueIds] : [0])})`;

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
 * The order of each report's lines, by the contract's column names: the order of its statement's rows and
 * of its CSV's lines.
 */
const LINE_ORDER: Record<RowReportName, RawBuilder<unknown>> = {
  'signups-per-day': sql`"day"`,
  'signups-per-source': sql`"signUps" desc, "sourceId" nulls last`,
  'vouchers-per-promotion': sql`"promotionId"`,
  'messages-per-channel': sql`"day", "channel"`,
};

/**
 * A report's JSON rows, which are also its CSV lines, as one SQL statement over an inclusive range of days
 * on the scheme's clock (London, ADR 057: whatever the session's time zone), in LINE_ORDER.
 */
export function reportQuery(name: RowReportName, range: AdminReportQuery): RawBuilder<Record<string, unknown>> {
  return sql`select * from (${reportLines(name, range)}) r order by ${LINE_ORDER[name]}`;
}

/**
 * A report's lines in no order (the CSV's aggregate and reportQuery each order them once), its columns
 * named as the contract's row fields, in the CSV's column order. Erased members keep their rows (ADR 040),
 * so the counts do not drop when someone is forgotten.
 */
function reportLines(name: RowReportName, { from, to }: AdminReportQuery): RawBuilder<Record<string, unknown>> {
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
`;
    case 'signups-per-source':
      return sql`
        select s.id as "sourceId", coalesce(s.name, '(no source)') as "sourceName", count(*)::int as "signUps"
        from members m
        left join member_registration_sources mrs on mrs.member_id = m.id
        left join registration_sources s on s.id = mrs.registration_source_id
        where m.created_at >= ${start} and m.created_at < ${end}
        group by s.id, s.name
`;
    case 'vouchers-per-promotion':
      // Every count in one pass over the codes, each joined to its live redemption (at most one: the
      // promo_code_redemptions_once index), then joined to the promotions: a count per promotion reread
      // every voucher redemption forty times (8 s at city scale; ADR 075), and a pass per count read the
      // 500,000 codes twice.
      return sql`
        with counts as (
               select c.promotion_id,
                      count(*) filter (where c.created_at >= ${start} and c.created_at < ${end})::int as sent,
                      count(*) filter (where c.status = 'issued' and c.issued_at >= ${start} and c.issued_at < ${end})::int as verified,
                      count(r.id)::int as redeemed
               from promo_codes c
               left join promo_code_redemptions r
                 on r.promo_code_id = c.id and r.undone_at is null and r.redeemed_at >= ${start} and r.redeemed_at < ${end}
               where (c.created_at >= ${start} and c.created_at < ${end}) or (c.issued_at >= ${start} and c.issued_at < ${end}) or r.id is not null
               group by c.promotion_id)
        select p.id as "promotionId", p.name as "promotionName",
               coalesce(counts.sent, 0) as "sent", coalesce(counts.verified, 0) as "verified", coalesce(counts.redeemed, 0) as "redeemed"
        from promotions p
        left join counts on counts.promotion_id = p.id
        where p.starts_at < ${end} and p.ends_at >= ${start}
`;
    case 'messages-per-channel':
      return sql`
        select ${localDay(sql`m.created_at`)} as "day", m.channel as "channel", count(*)::int as "messages"
        from outbox_messages m
        where m.created_at >= ${start} and m.created_at < ${end}
        group by 1, m.channel
`;
  }
}

function cellKind(schema: z.ZodType): CsvCellKind {
  const value = schema instanceof z.ZodNullable ? schema.unwrap() : schema;
  if (value instanceof z.ZodNumber) return 'number';
  return value instanceof z.ZodISODate ? 'date' : 'text';
}

/**
 * The report's CSV lines over the range, made by the database from reportQuery's rows in the lines' order
 * (ADR 088): one text, or null when it has none; redemptions per day's, a text per day. The columns are the
 * contract's: a statement whose columns drift from it fails.
 */
export function reportCsvQuery(name: AdminReportName, range: AdminReportQuery, scope: Scope = EVERY_VENUE): RawBuilder<{ csv: string | null }> {
  if (name === 'redemptions-per-day') return redemptionsCsvQuery(range, scope);
  const cells = Object.entries(AdminReportCsvRowSchemas[name].shape).map(([column, schema]) => csvCell(sql.ref(`r.${column}`), cellKind(schema)));
  return sql`select string_agg(${csvLine(cells)}, '' order by ${LINE_ORDER[name]}) as "csv" from (${reportLines(name, range)}) r`;
}

/**
 * Redemptions per day's CSV lines (ADR 093, ADR 096), a text per day in order: a line per day, venue and
 * offer from the counts the database keeps per London day (ADR 082), a count left at 0 by undos being no
 * line; up to a million over a city's year. The cells of a venue and of an offer are made once for each,
 * a few thousand, and joined to the counts, rather than made again on every line. The columns are the
 * contract's, in its order, sorted by day, venue and offer.
 *
 * For the operator's downloads, a past day's lines are kept (redemption_csv_days) with the day's print, a
 * hash over its counts and every venue's and offer's name: a day whose print is unchanged is read as it was
 * kept, any other day is made and kept again. Today's lines are still changing, and a venue manager's
 * (some venues only) are few: both are made on every download.
 */
function redemptionsCsvQuery({ from, to }: AdminReportQuery, scope: Scope): RawBuilder<{ csv: string }> {
  const inRange = sql`d.day between ${from}::date and ${to}::date and d.redemptions > 0${atVenues(scope)}`;
  const cells = csvCells([csvCell(sql`id`, 'number'), csvCell(sql`name`, 'text')]);
  // "offset 0" keeps each subquery whole, so the planner cannot fold its cells into the lines' select.
  const named = (table: 'venues' | 'offers') => sql`(select id, ${cells} as cells from ${sql.table(table)} offset 0)`;
  const line = csvLine([csvCell(sql`to_char(d.day, 'YYYY-MM-DD')`, 'date'), sql`v.cells`, sql`o.cells`, csvCell(sql`d.redemptions`, 'number')]);
  // The counts are chosen before they meet the cells, and `unlessKept`, a condition on no line, is checked
  // before anything is read: days already kept cost nothing more.
  const made = (days: RawBuilder<unknown>, unlessKept: RawBuilder<unknown>) => sql`
    select d.day, string_agg(${line}, '' order by d.venue_id, d.offer_id) as lines
    from (select * from offer_redemption_days d where ${inRange}${days} offset 0) d
    join ${named('venues')} v on v.id = d.venue_id
    join ${named('offers')} o on o.id = d.offer_id
    where ${unlessKept}
    group by d.day`;
  if (scope.kind !== 'all') return sql`select lines as "csv" from (${made(sql``, sql`true`)}) m order by m.day`;
  // The print of a day: each of its counts, hashed as its venue and offer seeded by the count, and every
  // venue's and offer's id and name (a change to any name makes every day again, once), hashed with a seed
  // per table, so that a venue and an offer of the same id and name cannot cancel out.
  const catalogue = (table: 'venues' | 'offers', seed: number) => sql`(select bit_xor(hashtextextended(id || ',' || name, ${sql.lit(seed)})) from ${sql.table(table)})`;
  const today = sql`(now() at time zone ${SCHEME_TIME_ZONE})::date`;
  return sql`
    with prints as (
      select d.day, bit_xor(hashint8extended(d.venue_id::bigint << 32 | d.offer_id, d.redemptions))
                    # ${catalogue('venues', 1)} # ${catalogue('offers', 2)} as print
      from offer_redemption_days d where ${inRange} group by d.day),
    kept as (select k.day, k.lines from redemption_csv_days k join prints p on p.day = k.day and p.print = k.print),
    made as (${made(sql` and not exists (select from kept where kept.day = d.day)`, sql`exists (select from prints p where not exists (select from kept where kept.day = p.day))`)}),
    stored as (
      insert into redemption_csv_days (day, print, lines)
      select m.day, p.print, m.lines from made m join prints p on p.day = m.day where m.day < ${today}
      on conflict (day) do update set print = excluded.print, lines = excluded.lines)
    select lines as "csv" from (select day, lines from kept union all select day, lines from made) l order by l.day`;
}

/**
 * Redemptions per day's JSON (ADR 082): each day's total and each offer's total over the inclusive range,
 * summed from the counts the database keeps per London day; days and offers without one are left out.
 */
export function redemptionTotalsQueries({ from, to }: AdminReportQuery): { days: RawBuilder<Record<string, unknown>>; offers: RawBuilder<Record<string, unknown>> } {
  const inRange = sql`d.day between ${from}::date and ${to}::date`;
  return {
    days: sql`
      select to_char(d.day, 'YYYY-MM-DD') as "day", sum(d.redemptions)::int as "redemptions"
      from offer_redemption_days d
      where ${inRange}
      group by d.day having sum(d.redemptions) > 0
      order by d.day`,
    offers: sql`
      select v.id as "venueId", v.name as "venueName", o.id as "offerId", o.name as "offerTitle", t.redemptions as "redemptions"
      from (select d.venue_id, d.offer_id, sum(d.redemptions)::int as redemptions
            from offer_redemption_days d where ${inRange}
            group by d.venue_id, d.offer_id having sum(d.redemptions) > 0) t
      join offers o on o.id = t.offer_id
      join venues v on v.id = t.venue_id
      order by t.redemptions desc, v.id, o.id`,
  };
}
