import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { LogoMark } from './logo.tsx';
import { layoutMessages as m } from './messages.ts';

const links = [
  { to: paths.home, label: m.home, end: true },
  { to: paths.venues, label: m.venues, end: false },
  { to: paths.offers, label: m.offers, end: false },
  { to: paths.vip, label: m.vip, end: false },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-violet-700',
    isActive ? 'bg-violet-100 text-violet-900' : 'text-slate-800 hover:bg-slate-100',
  );

/**
 * The About Us group: a disclosure on a native button (aria-expanded, aria-controls), so the
 * first screen does not carry a UI library for one menu. Escape closes it and returns focus to
 * the button.
 */
function AboutUsGroup({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        {m.aboutUs}
        <svg viewBox="0 0 20 20" className={cn('size-4', open && 'rotate-180')} aria-hidden="true" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        <ul
          id={panelId}
          className="z-10 flex flex-col rounded-md bg-white md:absolute md:mt-1 md:min-w-40 md:shadow-lg md:ring-1 md:ring-slate-200"
        >
          <li>
            <NavLink
              to={paths.contactUs}
              className={linkClasses}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {m.contactUs}
            </NavLink>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The places of those who run the scheme: the staff screen, the venue area and the console. */
export type Workplace = 'staff' | 'partner' | 'admin';

const workplaceLinks: Record<Workplace, { to: string; label: string }> = {
  staff: { to: paths.staff, label: m.staff },
  partner: { to: paths.partner, label: m.partner },
  admin: { to: paths.admin, label: m.admin },
};

export interface NavbarProps {
  /** Decides between the Login and My Account buttons; the shell passes the auth state in. */
  signedIn: boolean;
  /** The user's places by their roles: one more link each (none for a member or a visitor). */
  workplaces?: readonly Workplace[];
}

/** The navigation bar (R-NAV-01 to R-NAV-09). */
export function Navbar({ signedIn, workplaces = [] }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label={m.mainNavigation} className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
        <Link
          to={paths.home}
          aria-label={m.homeLogo}
          className="mr-auto flex items-center gap-2 rounded-md text-violet-900 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          <LogoMark className="size-8" />
          <span className="text-lg font-bold">{m.siteName}</span>
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? m.closeMenu : m.openMenu}
          onClick={() => setOpen((value) => !value)}
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700 md:hidden"
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <div
          id={menuId}
          className={cn(
            'w-full flex-col gap-1 md:flex md:w-auto md:flex-row md:items-center',
            open ? 'flex' : 'hidden',
          )}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClasses} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="relative">
              <AboutUsGroup onNavigate={close} />
            </li>
            {workplaces.map((place) => (
              <li key={place}>
                <NavLink to={workplaceLinks[place].to} className={linkClasses} onClick={close}>
                  {workplaceLinks[place].label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 md:mt-0 md:ml-4">
            {signedIn ? (
              <Link to={paths.myAccount} className={buttonClasses('secondary')} onClick={close}>
                {m.myAccount}
              </Link>
            ) : (
              <Link to={paths.login} className={buttonClasses('primary')} onClick={close}>
                {m.login}
              </Link>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
