import type { AdminPromotion } from '@venue-pass/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDay, formatEndDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useGetAdminPromotionsQuery, type PromotionSort } from './api.ts';
import { promotionMessages as m } from './messages.ts';

const columns: readonly AdminColumn<AdminPromotion, PromotionSort>[] = [
  {
    label: m.name,
    sort: 'name',
    cell: (promotion) => (
      <Link to={pathTo(paths.adminPromotion, { id: String(promotion.id) })} className="font-medium text-violet-900 underline">
        {promotion.name}
      </Link>
    ),
  },
  { label: m.venue, cell: (promotion) => promotion.venueName ?? m.anyVenue },
  { label: m.channel, cell: (promotion) => m.channels[promotion.channel] },
  { label: m.startsAt, sort: 'startsAt', cell: (promotion) => formatDay(promotion.startsAt) },
  { label: m.endsAt, sort: 'endsAt', cell: (promotion) => formatEndDay(promotion.endsAt) },
  { label: m.sent, cell: (promotion) => promotion.figures.sent },
  { label: m.verified, cell: (promotion) => promotion.figures.verified },
  { label: m.redeemed, cell: (promotion) => promotion.figures.redeemed },
];

export function AdminPromotionsPage() {
  const list = useAdminList<PromotionSort>('name');
  const result = useGetAdminPromotionsQuery(list.params);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        <Link to={pathTo(paths.adminPromotion, { id: 'new' })} className={buttonClasses('primary')}>
          {m.newPromotion}
        </Link>
      </div>
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(promotion) => promotion.id} result={result} />
    </section>
  );
}
