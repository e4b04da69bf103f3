// Kept apart from the zod contracts: /offers formats opening times with it and should not load zod.
/** Weekdays in the order the offer dialog lists them (R-ENTITY-29). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
