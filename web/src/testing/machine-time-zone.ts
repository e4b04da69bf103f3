import { afterEach, beforeEach } from 'vitest';

/**
 * Runs the tests of the calling `describe` with the machine (the browser, for the app) set to `zone`.
 * Node reads process.env.TZ again whenever it is set, so Date and Intl follow it at once.
 */
export function onMachineInTimeZone(zone: string): void {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env['TZ'];
    process.env['TZ'] = zone;
  });
  afterEach(() => {
    process.env['TZ'] = before;
  });
}

/** Zones on either side of London's, one north and one south of the equator (summer time in opposite halves of the year). */
export const OTHER_TIME_ZONES = ['America/Los_Angeles', 'Pacific/Auckland'] as const;
