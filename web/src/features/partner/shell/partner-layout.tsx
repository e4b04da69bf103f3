import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ConsoleFrame } from '../../admin/shell/console-frame.tsx';
import { partnerMessages as m } from '../messages.ts';

const links = [
  { to: paths.partnerFigures, label: m.areas.figures },
  { to: paths.partnerVenues, label: m.areas.venue },
  { to: paths.partnerOffers, label: m.areas.offers },
  { to: paths.partnerStaff, label: m.areas.staff },
  // A manager also serves at the counter (issue 25): the staff screen is theirs too.
  { to: paths.staff, label: m.areas.counter },
] as const;

/** The venue area (/partner) of a venue manager: their figures first, where /partner itself opens, then their venue, offers and staff. */
export function PartnerLayout() {
  return <ConsoleFrame area="partner" navLabel={m.navLabel} links={links} home={<Navigate to={paths.partnerFigures} replace />} />;
}
