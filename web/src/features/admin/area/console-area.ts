import { createContext, useContext } from 'react';
import { paths } from '../../../config/paths.ts';

/**
 * Which console a page is drawn in: the operator's (/admin, every venue) or a venue manager's
 * (/partner, their venues; issue 25). The server runs the same routes for both under its own prefix,
 * the caller's scope deciding what they reach (ADR 083), so a page shared by both asks the area for
 * where its calls and links go.
 */
export type ConsoleArea = 'admin' | 'partner';

/** The API's prefix of each area's calls. */
export const areaApi: Record<ConsoleArea, string> = { admin: '/admin', partner: '/partner' };

/** The pages of each area that shared pages link to. */
export const areaPaths = {
  admin: { venues: paths.adminVenues, venue: paths.adminVenue, staff: paths.adminStaff, staffInvite: paths.adminStaffInvite },
  partner: { venues: paths.partnerVenues, venue: paths.partnerVenue, staff: paths.partnerStaff, staffInvite: paths.partnerStaffInvite },
} as const satisfies Record<ConsoleArea, Record<string, string>>;

const ConsoleAreaContext = createContext<ConsoleArea>('admin');

/** Set by each console's frame (shell/console-frame.tsx). */
export const ConsoleAreaProvider = ConsoleAreaContext.Provider;

export function useConsoleArea(): ConsoleArea {
  return useContext(ConsoleAreaContext);
}
