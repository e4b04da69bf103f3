import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { EmbeddedAccounts } from './demo-content.ts';
import { DEMO_STAFF, DEMO_STAFF_OFFERS, DEMO_STAFF_VENUE } from './demo-staff.ts';

/** How far back the demo's redemptions go: the console's and the manager's default reports show a month. */
export const DEMO_HISTORY_DAYS = 42;

/**
 * Six weeks of redemptions at the staff venue, so the console's reports and the venue manager's figures
 * show a scheme in use rather than empty charts. They are the demo members' redemptions of the offer any
 * member may redeem as often as they like, recorded by the demo staff account, on past days only: today's
 * figures, and every offer's availability to the demo members, stay as a tester leaves them. The counts
 * and hours follow a fixed pattern (busier at weekends and in the evening), so every demo database is the
 * same. Added once: not when the offer has redemptions before today. `memberEmails` names the demo members.
 */
export async function seedDemoHistory(db: Kysely<Database>, { accounts, issuer }: EmbeddedAccounts, memberEmails: readonly string[]): Promise<void> {
  const unlimited = DEMO_STAFF_OFFERS.find((offer) => offer.redemptionRule === 'unlimited')!;
  const offer = await db
    .selectFrom('offers')
    .innerJoin('venues', 'venues.id', 'offers.venue_id')
    .select(['offers.id', 'offers.venue_id'])
    .where('venues.name', '=', DEMO_STAFF_VENUE)
    .where('offers.name', '=', unlimited.name)
    .executeTakeFirst();
  const staff = await accounts.findByEmail(DEMO_STAFF.email);
  if (!offer || !staff) return;
  const members: string[] = [];
  for (const email of memberEmails) {
    const account = await accounts.findByEmail(email);
    const member = account
      ? await db.selectFrom('members').select('id').where('issuer', '=', issuer).where('subject', '=', account.id).executeTakeFirst()
      : undefined;
    if (member) members.push(member.id);
  }
  if (members.length === 0) return;
  const today = sql`(date_trunc('day', now() at time zone ${SCHEME_TIME_ZONE}))`;
  const earlier = await db
    .selectFrom('offer_redemptions')
    .select('id')
    .where('offer_id', '=', offer.id)
    .where('redeemed_at', '<', sql<Date>`${today} at time zone ${SCHEME_TIME_ZONE}`)
    .executeTakeFirst();
  if (earlier) return;
  // Day d (1 = yesterday) and member m redeem k times, k from 0 to 3 by a fixed pattern plus one at
  // weekends, at evening hours spread by the same pattern; period_key is the row's own id (unlimited).
  await sql`
    with visits as (
      select d, m.id as member_id, m.ord, k,
             (${today} - d * interval '1 day') as day
      from generate_series(1, ${DEMO_HISTORY_DAYS}) as d
      cross join unnest(${members}::uuid[]) with ordinality as m(id, ord)
      cross join lateral generate_series(1, ((d * 3 + m.ord * 5) % 4)::int
        + case when extract(isodow from ${today} - d * interval '1 day') >= 6 then 1 else 0 end) as k
    ), rows as (
      select gen_random_uuid() as id, member_id,
             (day + ((12 + (d + ord * 2 + k * 3) % 10) * interval '1 hour') + ((d * 7 + k * 13) % 60) * interval '1 minute')
               at time zone ${SCHEME_TIME_ZONE} as redeemed_at
      from visits
    )
    insert into offer_redemptions (id, offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
    select id, ${offer.id}, member_id, ${offer.venue_id}, id::text, ${issuer}, ${staff.id}, redeemed_at from rows`.execute(db);
}
