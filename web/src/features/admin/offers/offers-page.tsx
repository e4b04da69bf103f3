import type { AdminOffer } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDay, formatEndDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useVenueChoices } from '../venues/venue-choices.ts';
import { useGetAdminOffersQuery, type OfferSort } from './api.ts';
import { offerMessages as m } from './messages.ts';

const columns: readonly AdminColumn<AdminOffer, OfferSort>[] = [
  {
    label: m.offerTitle,
    sort: 'title',
    cell: (offer) => (
      <Link to={pathTo(paths.adminOffer, { id: String(offer.id) })} className="font-medium text-violet-900 underline">
        {offer.title}
      </Link>
    ),
  },
  { label: m.venue, cell: (offer) => offer.venueName },
  { label: m.requirement, cell: (offer) => m.requirements[offer.requirement] },
  { label: m.startsAt, sort: 'startsAt', cell: (offer) => formatDay(offer.startsAt) },
  { label: m.endsAt, sort: 'endsAt', cell: (offer) => formatEndDay(offer.endsAt) },
  { label: m.active, cell: (offer) => (offer.active ? m.yes : m.no) },
];

export function AdminOffersPage() {
  const list = useAdminList<OfferSort>('title');
  const [venueId, setVenueId] = useState('');
  const venues = useVenueChoices();
  const result = useGetAdminOffersQuery({ ...list.params, ...(venueId ? { venueId: Number(venueId) } : {}) });
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        <Link to={pathTo(paths.adminOffer, { id: 'new' })} className={buttonClasses('primary')}>
          {m.newOffer}
        </Link>
      </div>
      <AdminList
        caption={m.caption}
        searchLabel={m.search}
        list={list}
        columns={columns}
        rowKey={(offer) => offer.id}
        result={result}
        filters={
          <FilterSelect
            label={m.venue}
            value={venueId}
            options={[{ value: '', label: m.allVenues }, ...venues]}
            onChange={(value) => {
              setVenueId(value);
              list.restart();
            }}
          />
        }
      />
    </section>
  );
}
