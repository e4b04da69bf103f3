import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Suspense, type ReactNode } from 'react';
import { NavLink, useOutlet } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { cn } from '../../../lib/cn.ts';
import { ConsoleAreaProvider, type ConsoleArea } from '../area/console-area.ts';
import { ToastProvider } from '../toast/toasts.tsx';
import { shellMessages as m } from './messages.ts';

export interface ConsoleFrameProps {
  area: ConsoleArea;
  /** The navigation's accessible name. */
  navLabel: string;
  /** The console's areas, in the order of its sidebar; `end` marks the console's own address, current only there. */
  links: ReadonlyArray<{ to: string; label: string; end?: boolean }>;
  /** What the console's own address shows, with no area open. */
  home: ReactNode;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-violet-700',
    isActive ? 'bg-violet-100 text-violet-900' : 'text-slate-800 hover:bg-slate-100',
  );

function AreaLinks({ links, onNavigate }: { links: ConsoleFrameProps['links']; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end ?? false} className={linkClasses} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A console's frame, the operator's and a venue manager's alike: its areas in a sidebar from a laptop's
 * width up, behind a Menu button on a phone or a tablet held upright, and the area's page beside them. It
 * takes the window's whole width, not the member site's column: lists and reports need the room.
 */
export function ConsoleFrame({ area, navLabel, links, home }: ConsoleFrameProps) {
  const outlet = useOutlet();
  return (
    <ConsoleAreaProvider value={area}>
      <div className="flex w-full flex-col gap-6 px-4 py-6 lg:flex-row lg:px-6">
        <nav aria-label={navLabel} className="lg:w-56 lg:shrink-0">
          <div className="hidden lg:block">
            <AreaLinks links={links} />
          </div>
          <Disclosure as="div" className="lg:hidden">
            {({ close }) => (
              <>
                <DisclosureButton className="rounded-md px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100">
                  {m.menu}
                </DisclosureButton>
                <DisclosurePanel className="mt-2">
                  <AreaLinks links={links} onNavigate={() => close()} />
                </DisclosurePanel>
              </>
            )}
          </Disclosure>
        </nav>
        <div className="min-w-0 flex-1">
          <ToastProvider>
            <Suspense fallback={<Loading />}>{outlet ?? home}</Suspense>
          </ToastProvider>
        </div>
      </div>
    </ConsoleAreaProvider>
  );
}
