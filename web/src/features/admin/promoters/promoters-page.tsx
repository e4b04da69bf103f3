import type { AdminPromoter } from '@venue-pass/contracts';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { usePromotionChoices } from '../promotions/promotion-choices.ts';
import { useGetAdminPromotersQuery, type PromoterSort } from './api.ts';
import { promoterMessages as m } from './messages.ts';

const columns: readonly AdminColumn<AdminPromoter, PromoterSort>[] = [
  {
    label: m.name,
    sort: 'name',
    cell: (promoter) => (
      <Link to={pathTo(paths.adminPromoter, { id: String(promoter.id) })} className="font-medium text-violet-900 underline">
        {promoter.name}
      </Link>
    ),
  },
  { label: m.promotion, cell: (promoter) => promoter.promotionName },
  { label: m.dailyQuota, cell: (promoter) => promoter.dailyQuota },
  { label: m.sentToday, cell: (promoter) => promoter.sentToday },
  { label: m.status, cell: (promoter) => (promoter.active ? m.active : m.revoked) },
  { label: m.created, sort: 'createdAt', cell: (promoter) => formatDay(promoter.createdAt) },
];

/** The promoters, by promotion (?promotionId=); a new one is made on its own page, as venues and offers are. */
export function AdminPromotersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const promotionId = searchParams.get('promotionId') ?? '';
  const promotions = usePromotionChoices();
  const list = useAdminList<PromoterSort>('name');
  const result = useGetAdminPromotersQuery({ ...list.params, ...(promotionId ? { promotionId: Number(promotionId) } : {}) });
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        <Link to={`${pathTo(paths.adminPromoter, { id: 'new' })}${promotionId ? `?promotionId=${promotionId}` : ''}`} className={buttonClasses('primary')}>
          {m.newPromoter}
        </Link>
      </div>
      <AdminList
        caption={m.caption}
        searchLabel={m.search}
        list={list}
        columns={columns}
        rowKey={(promoter) => promoter.id}
        result={result}
        filters={
          <FilterSelect
            label={m.promotion}
            value={promotionId}
            options={[{ value: '', label: m.allPromotions }, ...promotions]}
            onChange={(value) => {
              setSearchParams(value ? { promotionId: value } : {}, { replace: true });
              list.restart();
            }}
          />
        }
      />
    </section>
  );
}
