// Kept apart from the zod contracts, like weekdays.ts: /offers formats its dates with it and should not load zod.
/**
 * The scheme's time zone (R-CONST-17; docs/decisions/057): every date and time of the scheme that is not
 * a venue's days and hours is shown and entered on this clock, in the console as on members' pages,
 * whatever the device's own zone. A venue's days and hours run on its own `timeZone`.
 */
export const SCHEME_TIME_ZONE = 'Europe/London';
