import { ADMIN_PAGE_MAX } from '@venue-pass/contracts';
import { useConsoleArea } from '../area/console-area.ts';
import { useGetAdminVenuesQuery } from './api.ts';

/**
 * The venues an offer, promotion or staff member can be given, by name (the first page of the largest
 * size): every venue for the operator, a manager's own in their area.
 */
export function useVenueChoices(): Array<{ value: string; label: string }> {
  const area = useConsoleArea();
  const { data } = useGetAdminVenuesQuery({ area, sort: 'name', order: 'asc', limit: ADMIN_PAGE_MAX });
  return (data?.items ?? []).map((venue) => ({ value: String(venue.id), label: venue.name }));
}
