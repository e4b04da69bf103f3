import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Suspense } from 'react';
import { NavLink, useOutlet } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { ConsoleHome } from '../home/console-home.tsx';
import { ToastProvider } from '../toast/toasts.tsx';
import { shellMessages as m } from './messages.ts';

const areas = [
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

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-violet-700',
    isActive ? 'bg-violet-100 text-violet-900' : 'text-slate-800 hover:bg-slate-100',
  );

function AreaLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {areas.map((area) => (
        <li key={area.to}>
          <NavLink to={area.to} className={linkClasses} onClick={onNavigate}>
            {area.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's frame: its areas in a sidebar from a laptop's width up, behind a Menu button on a
 * tablet held upright, and the area's page beside them (the home's figures at /admin itself). It takes
 * the window's whole width, not the member site's column: lists and reports need the room.
 */
export function AdminLayout() {
  const outlet = useOutlet();
  return (
    <div className="flex w-full flex-col gap-6 px-4 py-6 lg:flex-row lg:px-6">
      <nav aria-label={m.navLabel} className="lg:w-56 lg:shrink-0">
        <div className="hidden lg:block">
          <AreaLinks />
        </div>
        <Disclosure as="div" className="lg:hidden">
          {({ close }) => (
            <>
              <DisclosureButton className="rounded-md px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100">
                {m.menu}
              </DisclosureButton>
              <DisclosurePanel className="mt-2">
                <AreaLinks onNavigate={() => close()} />
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      </nav>
      <div className="min-w-0 flex-1">
        <ToastProvider>
          <Suspense fallback={<Loading />}>{outlet ?? <ConsoleHome />}</Suspense>
        </ToastProvider>
      </div>
    </div>
  );
}
