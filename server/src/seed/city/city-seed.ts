import { ROLES } from '@venue-pass/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PURGED_NUMBER_PREFIX } from '../../modules/retention/visitor-phone-numbers.ts';
import { clientRoles } from '../../oidc/accounts.repository.ts';
import { hashPassword } from '../../oidc/password.ts';

/** What a city holds at scale 1 (issue 23 item 9); `--scale` multiplies every count. */
export const CITY_AT_FULL_SCALE = {
  members: 200_000,
  venues: 300,
  offers: 3_000,
  redemptions: 2_000_000,
  vouchers: 500_000,
  promotions: 40,
  staffPerVenue: 3,
} as const;

export type CityCounts = Record<keyof typeof CITY_AT_FULL_SCALE, number>;

export function cityCounts(scale: number): CityCounts {
  // At least one of each, and offers stay ten per venue and redemptions ten per member at every scale, so
  // each member's redemptions can be at ten different offers (see the redemptions below).
  const venues = Math.max(1, Math.round(CITY_AT_FULL_SCALE.venues * scale));
  const members = Math.max(1, Math.round(CITY_AT_FULL_SCALE.members * scale));
  return {
    members,
    venues,
    offers: venues * (CITY_AT_FULL_SCALE.offers / CITY_AT_FULL_SCALE.venues),
    redemptions: members * (CITY_AT_FULL_SCALE.redemptions / CITY_AT_FULL_SCALE.members),
    vouchers: Math.max(1, Math.round(CITY_AT_FULL_SCALE.vouchers * scale)),
    promotions: Math.max(1, Math.round(CITY_AT_FULL_SCALE.promotions * scale)),
    staffPerVenue: CITY_AT_FULL_SCALE.staffPerVenue,
  };
}

export const CITY_EMAIL_DOMAIN = 'city.example';
export const CITY_OPERATOR_EMAIL = `operator@${CITY_EMAIL_DOMAIN}`;

/** Thrown when the database already holds a scheme: the seed adds a city to an empty one only. */
export class DatabaseNotEmptyError extends Error {}

export interface CitySeedOptions {
  scale: number;
  /** The issuer members' and staff's tokens carry: the embedded provider's, or the realm's. */
  issuer: string;
  /** The client whose roles the API reads (API_AUDIENCE): staff and the operator get their roles under it. */
  apiAudience: string;
  /** The password every seeded account signs in with. */
  password: string;
  /** Days visitors' phone numbers are kept after a promotion ends (VISITOR_PHONE_RETENTION_DAYS). */
  phoneRetentionDays: number;
  /** The end of the seeded year. */
  now?: Date;
  /** Told as each part is done, with its seconds. */
  progress?: (part: string, seconds: number) => void;
}

/**
 * Fills an empty, migrated database with a city's year of the scheme, set-based (INSERT ... SELECT over
 * generate_series), through the app's own tables, so a benchmark or an operator can try the app at scale
 * (ADR 075). Deterministic in its shape (who, where, which offer); times within the year are random.
 * One transaction throughout; the numbering tables are temporary.
 */
export async function seedCity(db: Kysely<Database>, options: CitySeedOptions): Promise<CityCounts> {
  const counts = cityCounts(options.scale);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(options.password);
  // One transaction: a seed that fails leaves the database empty, as it found it.
  await db.transaction().execute(async (conn) => {
    const existing = await sql<{ n: number }>`select (select count(*) from members) + (select count(*) from venues) as n`.execute(conn);
    if (Number(existing.rows[0]!.n) > 0) {
      throw new DatabaseNotEmptyError('The database already holds members or venues: seed:city fills an empty, migrated database only.');
    }
    const step = async (part: string, run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      options.progress?.(part, (performance.now() - started) / 1000);
    };
    const { issuer } = options;
    const at = now.toISOString();
    const M = counts.members;
    const V = counts.venues;
    const O = counts.offers;
    const P = counts.promotions;

    await step('venues, opening hours and staff', async () => {
      // Three kinds of venue: cafés open by day, restaurants at noon and in the evening, bars late.
      await sql`
        insert into venues (name, description, logo_url, website, address, time_zone, opening_hours, created_at)
        select kind.label || ' ' || v, 'A ' || lower(kind.label) || ' in the city centre', '/media/venues/city.svg',
               'https://venue' || v || '.' || ${CITY_EMAIL_DOMAIN}, v || ' High Street', 'Europe/London',
               jsonb_build_object('monday', kind.hours, 'tuesday', kind.hours, 'wednesday', kind.hours, 'thursday', kind.hours,
                                  'friday', kind.hours, 'saturday', kind.hours, 'sunday', case when v % 7 = 0 then null else kind.hours end),
               ${at}::timestamptz - interval '400 days'
        from generate_series(1, ${V}) v
        cross join lateral (select case v % 3 when 0 then 'Café' when 1 then 'Kitchen' else 'Bar' end as label,
                                   case v % 3 when 0 then '{"start":"08:00","stop":"17:00"}'::jsonb
                                              when 1 then '{"start":"12:00","stop":"22:00"}'::jsonb
                                              else '{"start":"16:00","stop":"23:59"}'::jsonb end as hours) kind`.execute(conn);
      await sql`create temporary table city_venues on commit drop as
                select (row_number() over (order by id))::int - 1 as n, id from venues`.execute(conn);
      // Staff accounts of the embedded provider, each granted one venue (ADR 052), and one operator.
      await sql`
        insert into idp_accounts (id, email, password_hash, given_name, family_name, roles, pos_site_ids)
        select md5('city-staff-' || cv.n || '-' || s)::uuid, 'staff' || cv.n || '.' || s || '@' || ${CITY_EMAIL_DOMAIN}, ${passwordHash},
               'Staff', 'Member ' || cv.n || '-' || s, ${JSON.stringify(clientRoles(options.apiAudience, ROLES.staff))}::jsonb, jsonb_build_array(cv.id)
        from city_venues cv, generate_series(1, ${counts.staffPerVenue}) s`.execute(conn);
      await sql`
        insert into idp_accounts (email, password_hash, given_name, family_name, roles)
        values (${CITY_OPERATOR_EMAIL}, ${passwordHash}, 'City', 'Operator', ${JSON.stringify(clientRoles(options.apiAudience, ROLES.admin))}::jsonb)`.execute(conn);
    });

    await step('offers', async () => {
      // Ten offers a venue: rules, requirements, VIP and hours vary; a tenth ended during the year.
      await sql`
        insert into offers (venue_id, name, description, date_visible_from, date_visible_to, is_vip, requirement, availability, redemption_rule, created_at)
        select cv.id, 'Offer ' || k || ' at venue ' || cv.n, 'What offer ' || k || ' gives a member at venue ' || cv.n,
               ${at}::timestamptz - interval '1 day' * (30 + (cv.n * 7 + k * 31) % 330),
               case when k = 9 then ${at}::timestamptz - interval '1 day' * (cv.n % 60) else '9999-12-31T23:59:59Z' end,
               k = 10,
               case k when 7 then 'StudentEmail' when 8 then 'Photo' when 6 then 'VerifiedAccount' else 'None' end,
               case when k in (3, 4) then '{"monday":{"start":"16:00","stop":"19:00"},"tuesday":{"start":"16:00","stop":"19:00"},"wednesday":{"start":"16:00","stop":"19:00"},"thursday":{"start":"16:00","stop":"19:00"},"friday":{"start":"16:00","stop":"19:00"}}'::jsonb
                    else v.opening_hours end,
               (array['once', 'daily', 'weekly', 'unlimited'])[1 + k % 4],
               ${at}::timestamptz - interval '365 days'
        from city_venues cv join venues v on v.id = cv.id, generate_series(1, ${O / V}) k`.execute(conn);
      await sql`create temporary table city_offers on commit drop as
                select (row_number() over (order by id))::int - 1 as n, id, venue_id, redemption_rule from offers`.execute(conn);
      await sql`create unique index on city_offers (n)`.execute(conn);
    });

    await step('members and their accounts', async () => {
      // Names from two lists, so searches by name meet many members; sign-ups spread over two years,
      // more of them recent. 8% students, 2% VIP, 90% verified, 60% mailing consent.
      await sql`
        insert into idp_accounts (id, email, password_hash, given_name, family_name, created_at)
        select md5('city-member-' || g)::uuid, lower(first) || '.' || lower(last) || g || '@' || ${CITY_EMAIL_DOMAIN}, ${passwordHash},
               first, last, ${at}::timestamptz - interval '1 day' * (730 * power((g * 7919 % ${M})::float / ${M}, 1.5))
        from (select g,
                (array['Amara','Ben','Chloe','Dev','Ella','Finn','Grace','Hassan','Isla','Jack','Kiran','Leah','Mo','Nina','Oscar','Priya',
                       'Quinn','Rosa','Sam','Tariq','Uma','Viktor','Wen','Yusuf','Zoe','Aled','Bea','Cian','Dina','Emil'])[1 + g % 30] as first,
                (array['Smith','Jones','Williams','Taylor','Brown','Davies','Evans','Wilson','Thomas','Johnson','Roberts','Robinson','Khan',
                       'Patel','Wright','Walker','White','Edwards','Hughes','Green','Hall','Lewis','Harris','Clarke','Jackson','Wood','Turner',
                       'Martin','Cooper','Hill','Ward','Morris','Moore','Clark','Lee','King','Baker','Harrison','Morgan','Allen','James','Scott',
                       'Phillips','Watson','Davis','Parker','Price','Bennett','Young','Griffiths'])[1 + (g / 30) % 50] as last
              from generate_series(1, ${M}) g) named`.execute(conn);
      await sql`
        insert into members (issuer, subject, email, first_name, last_name, date_of_birth, mobile_number, is_verified, mailing_consent_at,
                             student_verification, is_vip, created_at, updated_at)
        select ${issuer}, a.id::text, a.email, a.given_name, a.family_name,
               date '1960-01-01' + (g * 37 % 16000), case when g % 4 = 0 then '+4477' || lpad(g::text, 8, '0') end,
               g % 10 <> 0, case when g % 5 < 3 then a.created_at end,
               case when g % 25 in (1, 2) then 'Verified' else 'NotRequired' end, g % 50 = 0, a.created_at, a.created_at
        from generate_series(1, ${M}) g join idp_accounts a on a.id = md5('city-member-' || g)::uuid`.execute(conn);
      await sql`create temporary table city_members on commit drop as
                select (row_number() over (order by subject))::int - 1 as n, id from members`.execute(conn);
      await sql`create unique index on city_members (n)`.execute(conn);
    });

    await step('favourites and registration sources', async () => {
      // Up to three favourite venues each, near one another (consecutive venue numbers).
      await sql`
        insert into favourite_venues (member_id, venue_id, created_at)
        select distinct on (cm.id, cv.id) cm.id, cv.id, ${at}::timestamptz - interval '1 day' * (cm.n % 300)
        from city_members cm
        cross join lateral generate_series(1, cm.n % 4) f
        join city_venues cv on cv.n = (cm.n * 13 + f) % ${V}`.execute(conn);
      await sql`
        insert into registration_sources (code, name)
        select 'city-' || s, 'City source ' || s from generate_series(1, 10) s`.execute(conn);
      await sql`
        insert into member_registration_sources (member_id, registration_source_id, attributed_at)
        select cm.id, rs.id, m.created_at
        from city_members cm join members m on m.id = cm.id
        join registration_sources rs on rs.code = 'city-' || (1 + cm.n % 10)
        where cm.n % 10 < 7`.execute(conn);
    });

    await step('redemptions', async () => {
      // Ten a member, each at a different offer (so every period key is unique); days spread over the
      // year, hours weighted as a city's day goes (peaks at lunch and in the evening), on the venues'
      // clock. The period key follows the offer's rule. random() sits in a subquery that is not pulled
      // up (offset 0), so each row draws its own instant and uses it for both columns. Written in time
      // order, as a year of redemptions arrives: a week's rows lie together in the table, as they would.
      await sql`
        insert into offer_redemptions (offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
        select co.id, cm.id, co.venue_id,
               case co.redemption_rule when 'once' then 'once'
                                       when 'daily' then to_char(t.at at time zone 'Europe/London', 'YYYY-MM-DD')
                                       when 'weekly' then to_char(t.at at time zone 'Europe/London', 'IYYY-"W"IW')
                                       else gen_random_uuid()::text end,
               ${issuer}, md5('city-staff-' || cv.n || '-' || (1 + t.r % ${counts.staffPerVenue}))::uuid::text, t.at
        from (select r, (date_trunc('day', ${at}::timestamptz at time zone 'Europe/London') - interval '1 day' * (1 + floor(random() * 365))
                         + interval '1 hour' * (array[8,9,10,11,12,12,12,13,13,13,13,14,14,15,16,17,17,18,18,18,19,19,19,19,20,20,20,21,21,22])[1 + floor(random() * 30)::int]
                         + interval '1 second' * floor(random() * 3600)) at time zone 'Europe/London' as at
              from generate_series(0, ${counts.redemptions - 1}) r offset 0) t
        join city_members cm on cm.n = t.r / 10
        join city_offers co on co.n = ((t.r / 10) * 37 + (t.r % 10) * 101) % ${O}
        join city_venues cv on cv.id = co.venue_id
        order by t.at`.execute(conn);
    });

    await step('promotions and vouchers', async () => {
      // Promotions of a month or two each through the year, a quarter of them scheme-wide.
      await sql`
        insert into promotions (public_id, name, venue_id, starts_at, ends_at, require_verification, voucher_valid_days, channel, created_at)
        select 'city-promo-' || p, 'City promotion ' || p, case when p % 4 = 0 then null else (select id from city_venues where n = p % ${V}) end,
               ${at}::timestamptz - interval '1 day' * (365 - p * 365 / ${P}),
               ${at}::timestamptz - interval '1 day' * (365 - p * 365 / ${P}) + interval '1 day' * (30 + p % 31),
               p % 3 <> 0, 30, case when p % 2 = 0 then 'sms' else 'whatsapp' end, ${at}::timestamptz - interval '366 days'
        from generate_series(0, ${P - 1}) p`.execute(conn);
      await sql`
        insert into promo_code_pools (public_id, promotion_id, capacity, members_may_claim)
        select 'city-pool-' || p.id, p.id, null, p.id % 2 = 0 from promotions p`.execute(conn);
      await sql`create temporary table city_pools on commit drop as
                select (row_number() over (order by p.id))::int - 1 as n, p.id as promotion_id, pool.id as pool_id, p.starts_at, p.ends_at, p.venue_id
                from promotions p join promo_code_pools pool on pool.promotion_id = p.id`.execute(conn);
      // A third of the vouchers claimed by members (one per member and pool), the rest sent to phone
      // numbers; nine in ten verified and issued. Numbers of promotions that ended longer ago than the
      // retention keeps them are already gone, as the retention job would have left them (ADR 065).
      await sql`
        insert into promo_codes (id, code, pool_id, promotion_id, phone_number, member_id, status, issued_at, expires_at, created_at)
        select 'city-voucher-' || g, 'C' || lpad(g::text, 9, '0'), cp.pool_id, cp.promotion_id,
               case when holder.member_id is not null then null
                    when cp.ends_at < ${at}::timestamptz - interval '1 day' * ${options.phoneRetentionDays} then ${PURGED_NUMBER_PREFIX} || 'city-voucher-' || g
                    else '+4479' || lpad(g::text, 8, '0') end, holder.member_id,
               case when g % 10 = 0 then 'pending_verification' else 'issued' end,
               case when g % 10 <> 0 then sent.at + interval '2 minutes' end,
               case when g % 10 <> 0 then sent.at + interval '30 days' end, sent.at
        from generate_series(0, ${counts.vouchers - 1}) g
        join city_pools cp on cp.n = g % ${P}
        left join lateral (select cm.id as member_id from city_members cm where (g / ${P}) % 3 = 0 and cm.n = (g / ${P}) / 3) holder on true
        cross join lateral (select least(cp.starts_at + random() * (cp.ends_at - cp.starts_at), ${at}::timestamptz) as at offset 0) sent`.execute(conn);
      await sql`
        update promotions set phone_numbers_deleted_at = ends_at + interval '1 day' * ${options.phoneRetentionDays}
        where ends_at < ${at}::timestamptz - interval '1 day' * ${options.phoneRetentionDays}`.execute(conn);
      await sql`
        update promo_code_pools pool set issued = c.n
        from (select pool_id, count(*)::int as n from promo_codes group by pool_id) c where c.pool_id = pool.id`.execute(conn);
      // Two in five issued vouchers redeemed within their month, at the promotion's venue or a nearby one.
      await sql`
        insert into promo_code_redemptions (promo_code_id, venue_id, staff_issuer, staff_subject, redeemed_at)
        select c.id, coalesce(cp.venue_id, cv.id), ${issuer}, md5('city-staff-' || cv.n || '-1')::uuid::text,
               least(c.issued_at + random() * interval '20 days', ${at}::timestamptz)
        from promo_codes c join city_pools cp on cp.pool_id = c.pool_id
        join city_venues cv on cv.n = (hashtext(c.id) & 2147483647) % ${V}
        where c.status = 'issued' and (hashtext(c.id) & 2147483647) % 5 < 2`.execute(conn);
    });

    await step('statistics (analyze)', async () => {
      // What autovacuum would do to tables that grew at once: the planner's statistics.
      await sql`analyze`.execute(conn);
    });
  });
  return counts;
}
