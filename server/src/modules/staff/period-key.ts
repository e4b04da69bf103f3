import { TZDate } from '@date-fns/tz';
import { type RedemptionRule, RedemptionRuleSchema } from '@venue-pass/contracts';
import { format } from 'date-fns/format';

/**
 * The period a redemption at `at` belongs to under the offer's rule, read on the venue's wall clock:
 * 'once' for ever, the venue-local date ('2026-11-25'), the ISO week ('2026-W48'), or null for an
 * unlimited offer, whose every redemption is a period of its own (the row's id is its key). The partial
 * unique index on (offer, member, period key) then makes once-per-period a database rule (ADR 030).
 */
export function periodKey(rule: RedemptionRule, at: Date, timeZone: string): string | null {
  switch (rule) {
    case 'once':
      return 'once';
    case 'daily':
      return localDate(at, timeZone);
    case 'weekly':
      return format(new TZDate(at, timeZone), "RRRR-'W'II");
    case 'unlimited':
      return null;
  }
}

/** The current period of each rule in a time zone, and the UTC minute it was worked out for. */
const currentByZone = new Map<string, { minute: number; periods: Record<RedemptionRule, string | null> }>();

/**
 * The period key of every rule at `at` on the venue's clock. Time-zone arithmetic was a tenth of a card
 * look-up's time (bench:city), so each zone's keys are worked out once a minute: every zone's offset is a
 * whole number of quarter hours, so a day or week never starts inside a UTC minute.
 */
export function currentPeriods(at: Date, timeZone: string): Record<RedemptionRule, string | null> {
  const minute = Math.floor(at.getTime() / 60_000);
  const known = currentByZone.get(timeZone);
  if (known?.minute === minute) return known.periods;
  const periods = Object.fromEntries(RedemptionRuleSchema.options.map((rule) => [rule, periodKey(rule, at, timeZone)])) as Record<RedemptionRule, string | null>;
  currentByZone.set(timeZone, { minute, periods });
  return periods;
}

/** The date on the venue's wall clock at `at`, as 'YYYY-MM-DD'. */
export function localDate(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'yyyy-MM-dd');
}

/** The instants a venue-local day ('YYYY-MM-DD') starts and ends, whatever its length (23 or 25 hours on a clock change). */
export function localDayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    from: new Date(new TZDate(year, month - 1, day, timeZone).getTime()),
    to: new Date(new TZDate(year, month - 1, day + 1, timeZone).getTime()),
  };
}
