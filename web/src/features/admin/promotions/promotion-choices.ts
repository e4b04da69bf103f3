import { ADMIN_PAGE_MAX } from '@venue-pass/contracts';
import { useGetAdminPromotionsQuery } from './api.ts';

/** The promotions a promoter can work for, by name. */
export function usePromotionChoices(): Array<{ value: string; label: string }> {
  const { data } = useGetAdminPromotionsQuery({ sort: 'name', order: 'asc', limit: ADMIN_PAGE_MAX });
  return (data?.items ?? []).map((promotion) => ({ value: String(promotion.id), label: promotion.name }));
}
