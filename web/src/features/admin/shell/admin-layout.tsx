import { paths } from '../../../config/paths.ts';
import { ConsoleHome } from '../home/console-home.tsx';
import { ConsoleFrame } from './console-frame.tsx';
import { shellMessages as m } from './messages.ts';

const links = [
  { to: paths.admin, label: m.areas.home, end: true },
  { to: paths.adminVenues, label: m.areas.venues },
  { to: paths.adminOffers, label: m.areas.offers },
  { to: paths.adminReview, label: m.areas.review },
  { to: paths.adminVip, label: m.areas.vip },
  { to: paths.adminPromotions, label: m.areas.promotions },
  { to: paths.adminPromoters, label: m.areas.promoters },
  { to: paths.adminSources, label: m.areas.sources },
  { to: paths.adminMembers, label: m.areas.members },
  { to: paths.adminStaff, label: m.areas.staff },
  { to: paths.adminContact, label: m.areas.contact },
  { to: paths.adminDeliveries, label: m.areas.deliveries },
  { to: paths.adminFaq, label: m.areas.faq },
  { to: paths.adminMessages, label: m.areas.messages },
  { to: paths.adminReports, label: m.areas.reports },
  { to: paths.adminAudit, label: m.areas.audit },
] as const;

/** The operator's console (/admin): every area of the scheme, and the scheme at a glance on its home. */
export function AdminLayout() {
  return <ConsoleFrame area="admin" navLabel={m.navLabel} links={links} home={<ConsoleHome />} />;
}
