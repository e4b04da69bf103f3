import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { TZDate } from '@date-fns/tz';
import { format, setHours, startOfHour, startOfISOWeek, subWeeks } from 'date-fns';

/** The digest goes out from Monday at this hour on the scheme's clock: a week's news read at the start of the next. */
export const DIGEST_SEND_HOUR = 9;

/** One week's digest: which week, from when it goes out, and the offers new since when it covers. */
export interface DigestWeek {
  /** The Monday it goes out, YYYY-MM-DD on the scheme's clock; a member gets one digest per value. */
  week: string;
  sendFrom: Date;
  /** A week before `sendFrom`: offers that came on show from then are new. */
  since: Date;
}

/** The latest digest due at `now`: this Monday's once its hour has come, last Monday's before. */
export function digestWeekAt(now: Date): DigestWeek {
  const local = new TZDate(now, SCHEME_TIME_ZONE);
  let sendFrom = startOfHour(setHours(startOfISOWeek(local), DIGEST_SEND_HOUR));
  if (sendFrom > local) sendFrom = subWeeks(sendFrom, 1);
  return { week: format(sendFrom, 'yyyy-MM-dd'), sendFrom: new Date(sendFrom.getTime()), since: new Date(subWeeks(sendFrom, 1).getTime()) };
}
