import type { AdminVenue } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { useAdminList } from '../list/use-admin-list.ts';
import { formatDay } from '../list/format.ts';
import { useGetAdminVenuesQuery, type VenueSort } from './api.ts';
import { venueMessages as m } from './messages.ts';

const columns: readonly AdminColumn<AdminVenue, VenueSort>[] = [
  {
    label: m.name,
    sort: 'name',
    cell: (venue) => (
      <Link to={pathTo(paths.adminVenue, { id: String(venue.id) })} className="font-medium text-violet-900 underline">
        {venue.name}
      </Link>
    ),
  },
  { label: m.address, cell: (venue) => venue.address },
  { label: m.offers, cell: (venue) => venue.offerCount },
  { label: m.active, cell: (venue) => (venue.active ? m.yes : m.no) },
  { label: m.created, sort: 'createdAt', cell: (venue) => formatDay(venue.createdAt) },
];

const statusOptions = [
  { value: '', label: m.all },
  { value: 'true', label: m.activeOnly },
  { value: 'false', label: m.inactiveOnly },
] as const;

export function AdminVenuesPage() {
  const list = useAdminList<VenueSort>('name');
  const [status, setStatus] = useState('');
  const result = useGetAdminVenuesQuery({ area: 'admin', ...list.params, ...(status ? { active: status === 'true' } : {}) });
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        <Link to={pathTo(paths.adminVenue, { id: 'new' })} className={buttonClasses('primary')}>
          {m.newVenue}
        </Link>
      </div>
      <AdminList
        caption={m.caption}
        searchLabel={m.search}
        list={list}
        columns={columns}
        rowKey={(venue) => venue.id}
        result={result}
        filters={<FilterSelect label={m.status} value={status} options={statusOptions} onChange={(value) => { setStatus(value); list.restart(); }} />}
      />
    </section>
  );
}
