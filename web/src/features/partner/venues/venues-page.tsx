import { ADMIN_PAGE_MAX } from '@venue-pass/contracts';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { operatorFailureText } from '../../admin/form/operator-wording.ts';
import { useGetAdminVenuesQuery } from '../../admin/venues/api.ts';
import { EditVenue } from '../../admin/venues/venue-page.tsx';
import { partnerMessages as m } from '../messages.ts';

/**
 * /partner/venues: the page of the manager's venue, ready to edit; a manager of several venues chooses
 * one first (/partner/venues/{id}).
 */
export function PartnerVenuesPage() {
  const { data, error } = useGetAdminVenuesQuery({ area: 'partner', sort: 'name', order: 'asc', limit: ADMIN_PAGE_MAX });
  if (error) {
    return (
      <p role="alert" className="text-red-900">
        {operatorFailureText(error)}
      </p>
    );
  }
  if (!data) return <Loading />;
  const [only, ...others] = data.items;
  if (only && others.length === 0) return <PartnerVenuePage id={only.id} />;
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <PageHeading>{m.venueTitle}</PageHeading>
      <p className="text-slate-700">{data.items.length === 0 ? m.noVenues : m.chooseVenue}</p>
      <ul className="flex flex-col gap-2">
        {data.items.map((venue) => (
          <li key={venue.id}>
            <Link to={pathTo(paths.partnerVenue, { id: String(venue.id) })} className="font-medium text-violet-900 underline" aria-label={m.editListing(venue.name)}>
              {venue.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One venue's page as a manager edits it: description, website, address, opening hours and logo. */
export function PartnerVenuePage({ id }: { id?: number }) {
  const params = useParams();
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <EditVenue id={id ?? Number(params.id)} intro={m.venueIntro} />
    </section>
  );
}
