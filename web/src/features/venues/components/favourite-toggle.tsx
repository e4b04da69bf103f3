import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { paths } from '../../../config/paths.ts';
import { useIsAuthenticated } from '../../auth/hooks.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useFavouriteVenueMutation, useUnfavouriteVenueMutation } from '../api.ts';
import { venueMessages } from '../messages.ts';

export interface FavouriteToggleProps {
  venue: { id: number; name: string; isFavourite: boolean };
  className?: string;
}

/** What the member asked for, valid only while the list still shows the state it was asked from. */
interface Pending {
  from: boolean;
  to: boolean;
}

const starButtonClasses =
  'rounded-full p-2 text-amber-600 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-violet-700';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
      <path strokeLinejoin="round" d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
    </svg>
  );
}

/**
 * The favourite star of a venue on /venues and /offers (R-VENUES-01, R-OFFERS-03): a toggle button named after the venue.
 * It shows the new state at once; the lists re-sort when the server's answer arrives. A visitor is told
 * first that favourites need an account, with Login (which brings them back here) and Register.
 */
export function FavouriteToggle(props: FavouriteToggleProps) {
  return useIsAuthenticated() ? <MemberFavouriteToggle {...props} /> : <VisitorFavouriteStar {...props} />;
}

function VisitorFavouriteStar({ venue, className }: FavouriteToggleProps) {
  const location = useLocation();
  const returnState = { returnUrl: `${location.pathname}${location.search}` };
  return (
    <Popover className={cn('relative inline-flex', className)}>
      <PopoverButton aria-label={venueMessages.favourite(venue.name)} className={starButtonClasses}>
        <Star filled={false} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        focus
        className="z-20 flex w-72 flex-col gap-3 rounded-xl bg-white p-4 text-sm text-slate-800 shadow-lg ring-1 ring-slate-200"
      >
        <p>{venueMessages.favouritesNeedAccount}</p>
        <div className="flex gap-2">
          <Link to={paths.login} state={returnState} className={buttonClasses('primary')}>
            {venueMessages.favouriteLogin}
          </Link>
          <Link to={paths.register} className={buttonClasses('secondary')}>
            {venueMessages.favouriteRegister}
          </Link>
        </div>
      </PopoverPanel>
    </Popover>
  );
}

function MemberFavouriteToggle({ venue, className }: FavouriteToggleProps) {
  const [favourite] = useFavouriteVenueMutation();
  const [unfavourite] = useUnfavouriteVenueMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failed, setFailed] = useState(false);

  const pressed = pending && pending.from === venue.isFavourite ? pending.to : venue.isFavourite;

  async function toggle() {
    const to = !pressed;
    setFailed(false);
    setPending({ from: venue.isFavourite, to });
    const result = await (to ? favourite(venue.id) : unfavourite(venue.id));
    if (!result.error) {
      return;
    }
    setPending(null);
    if (apiErrorStatus(result.error) === 401) {
      navigate(paths.login, { state: { returnUrl: `${location.pathname}${location.search}` } });
    } else {
      setFailed(true);
    }
  }

  return (
    <span className={cn('inline-flex flex-col items-end', className)}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={venueMessages.favourite(venue.name)}
        onClick={() => void toggle()}
        className={starButtonClasses}
      >
        <Star filled={pressed} />
      </button>
      {failed && (
        <span role="alert" className="text-xs text-red-800">
          {venueMessages.favouriteFailed(venue.name)}
        </span>
      )}
    </span>
  );
}
