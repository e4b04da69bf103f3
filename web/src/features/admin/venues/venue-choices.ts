import { ADMIN_PAGE_MAX } from '@venue-pass/contracts';
import { useGetAdminVenuesQuery } from './api.ts';

/** The venues an offer, promotion or staff member can be given, by name (the first page of the largest size). */
export function useVenueChoices(): Array<{ value: string; label: string }> {
  const { data } = useGetAdminVenuesQuery({ sort: 'name', order: 'asc', limit: ADMIN_PAGE_MAX });
  return (data?.items ?? []).map((venue) => ({ value: String(venue.id), label: venue.name }));
}
