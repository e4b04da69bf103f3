import type { OfferLockReason, OfferRequirement, ScheduleLockReason } from '@venue-pass/contracts';
import { type RawBuilder, sql } from 'kysely';
import { requirementMet } from './requirement-met.ts';

/**
 * Whether the member in scope as `members` may use the offer in scope as `offers` (joined with its
 * `venues`) at the instant `at`. The one definition of every rule, used by the member's offer list,
 * the poster and the staff screen, so they cannot disagree. Each check is null when it passes,
 * otherwise the reason it locks the offer.
 */
export function offerEligibility(at: Date) {
  const now = sql<Date>`${at}::timestamptz`;

  const requirement = sql<OfferLockReason | null>`case when ${requirementMet(sql.ref<OfferRequirement>('offers.requirement'))} then null
    else case offers.requirement when 'VerifiedAccount' then 'NotVerified' when 'Photo' then 'NoPhoto' when 'StudentEmail' then 'NotStudent' else 'NotVerified' end
  end`;

  const vip = sql<OfferLockReason | null>`case when offers.is_vip and not members.is_vip then 'NotVip' end`;

  // Days and hours are read on the venue's wall clock. A day's times run from start to stop inclusive
  // ('HH:MM'); a stop before the start runs past midnight into the next day.
  const local = sql`(${now} at time zone venues.time_zone)`;
  const dayName = (isodow: RawBuilder<number>) =>
    sql`(array['monday','tuesday','wednesday','thursday','friday','saturday','sunday'])[${isodow}]`;
  const today = sql`(offers.availability -> ${dayName(sql<number>`extract(isodow from ${local})::int`)})`;
  const yesterday = sql`(offers.availability -> ${dayName(sql<number>`(extract(isodow from ${local})::int + 5) % 7 + 1`)})`;
  const clock = sql`to_char(${local}, 'HH24:MI')`;
  const hours = sql<OfferLockReason | null>`case when coalesce(
      (${today} ->> 'start' <= ${clock} and (${clock} <= ${today} ->> 'stop' or ${today} ->> 'stop' < ${today} ->> 'start'))
      or (${yesterday} ->> 'stop' < ${yesterday} ->> 'start' and ${clock} <= ${yesterday} ->> 'stop'),
      false) then null else 'OutsideHours' end`;

  const notStarted = sql<OfferLockReason | null>`case when offers.date_visible_from > ${now} then 'NotStarted' end`;
  const ended = sql<OfferLockReason | null>`case when offers.date_visible_to <= ${now} then 'Ended' end`;
  const schedule = sql<ScheduleLockReason | null>`coalesce(${hours}, ${notStarted}, ${ended})`;

  return {
    /** The member does not meet the offer's requirement (verified account, photo, student e-mail). */
    requirement,
    /** A VIP offer and a member who is not VIP. */
    vip,
    /** Outside the offer's days and hours in the venue's time zone. */
    hours,
    /** Before the offer's start or from its end on. */
    window: sql<OfferLockReason | null>`coalesce(${notStarted}, ${ended})`,
    /** What locks the offer for every member alike: its days and hours, then its dates (needs only `offers` and `venues`). */
    schedule,
    /** The first reason in the order OfferLockReasonSchema lists them, or null when the member may use it now. */
    lockReason: sql<OfferLockReason | null>`coalesce(${requirement}, ${vip}, ${schedule})`,
  };
}
