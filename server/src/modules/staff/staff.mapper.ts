import { REDEMPTION_UNDO_WINDOW_MS, type StaffRedemption, type StaffVenue } from '@venue-pass/contracts';
import type { RedemptionRow, StaffSubject } from '../redemptions/redemptions.repository.ts';
import type { StaffVenueRow } from './staff.repository.ts';

export function toStaffVenue(row: StaffVenueRow): StaffVenue {
  return { id: row.id, name: row.name, logoUrl: row.logo_url, timeZone: row.time_zone };
}

/** Until when `viewer` may undo the redemption: only their own, not undone, within the window. */
export function undoableUntil(row: Pick<RedemptionRow, 'staff_issuer' | 'staff_subject' | 'redeemed_at' | 'undone_at'>, viewer: StaffSubject, now: Date): Date | null {
  if (row.undone_at !== null || row.staff_issuer !== viewer.issuer || row.staff_subject !== viewer.subject) return null;
  const until = new Date(row.redeemed_at.getTime() + REDEMPTION_UNDO_WINDOW_MS);
  return until > now ? until : null;
}

/** `venueId` is the venue the redemption was made at (the log's venue, or the row's). */
export function toStaffRedemption(row: RedemptionRow, venueId: number, viewer: StaffSubject, now: Date): StaffRedemption {
  return {
    id: row.id,
    kind: row.kind,
    venueId,
    title: row.title,
    memberFirstName: row.member_first_name,
    redeemedAt: row.redeemed_at.toISOString(),
    undoableUntil: undoableUntil(row, viewer, now)?.toISOString() ?? null,
    undone: row.undone_at !== null,
  };
}
