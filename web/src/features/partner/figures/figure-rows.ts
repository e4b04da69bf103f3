import type { PartnerFigures } from '@venue-pass/contracts';
import { eachDayOfInterval, format } from 'date-fns';
import { partnerMessages as m } from '../messages.ts';

/**
 * Every day of the range, with nothing redeemed on the days the answer leaves out: a chart of only the
 * days with redemptions would draw a quiet week as a straight line between its neighbours.
 */
export function everyDay({ from, to, days }: Pick<PartnerFigures, 'from' | 'to' | 'days'>): PartnerFigures['days'] {
  const counted = new Map(days.map((day) => [day.day, day]));
  return eachDayOfInterval({ start: new Date(`${from}T00:00`), end: new Date(`${to}T00:00`) }).map((date) => {
    const day = format(date, 'yyyy-MM-dd');
    return counted.get(day) ?? { day, redemptions: 0, vouchersRedeemed: 0 };
  });
}

/** The hours as the chart and table show them ('09:00'), from midnight to 23:00. */
export function hourRows(hours: PartnerFigures['hours']): Array<{ hour: string; redemptions: number }> {
  return hours.map(({ hour, redemptions }) => ({ hour: m.hourLabel(hour), redemptions }));
}

/** The hours with redemptions, busiest first (the earlier of two alike): the table under the chart of all 24. */
export function busiestHours(hours: PartnerFigures['hours']): Array<{ hour: string; redemptions: number }> {
  return hourRows([...hours].filter(({ redemptions }) => redemptions > 0).sort((a, b) => b.redemptions - a.redemptions || a.hour - b.hour));
}
