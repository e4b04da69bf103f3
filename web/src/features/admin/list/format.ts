import { NO_END_YEAR } from '@venue-pass/contracts';
import { formatSchemeDate, schemeYear } from '../../../lib/scheme-dates.ts';
import { formMessages } from '../form/messages.ts';

/** The console lists days and times in the one style of the site: en-GB on the scheme's clock. */
export { formatSchemeDate as formatDay, formatSchemeDateTime as formatDateTime } from '../../../lib/scheme-dates.ts';

/** The day an offer or promotion ends, or that it has none (year NO_END_YEAR). */
export function formatEndDay(iso: string): string {
  return schemeYear(iso) >= NO_END_YEAR ? formMessages.noEnd : formatSchemeDate(iso);
}
