import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useGetMeQuery } from '../api.ts';
import { userMessages } from '../messages.ts';
import { LoyaltyCard } from './loyalty-card.tsx';

/** Codes handed over by /r/auth and /m/auth in navigation state (SPEC 2). */
export interface DashboardNavigationState {
  registrationCode?: string;
  verificationCode?: string;
}

function readCodes(state: unknown): DashboardNavigationState {
  if (typeof state !== 'object' || state === null) {
    return {};
  }
  const { registrationCode, verificationCode } = state as Record<string, unknown>;
  return {
    ...(typeof registrationCode === 'string' && registrationCode ? { registrationCode } : {}),
    ...(typeof verificationCode === 'string' && verificationCode ? { verificationCode } : {}),
  };
}

function isMobileDevice(): boolean {
  return /android|iphone|ipad|ipod/i.test(navigator.userAgent);
}

/** The signed-in home page (SPEC 2 "Dashboard"). */
export function Dashboard() {
  const location = useLocation();
  const { registrationCode, verificationCode } = readCodes(location.state);
  const { data: profile, isError, isLoading } = useGetMeQuery({
    ...(registrationCode ? { registrationSourceCode: registrationCode } : {}),
    ...(verificationCode ? { verificationCode } : {}),
  });
  // Fixed for the lifetime of the page, like a printed card.
  const [today] = useState(() => new Date());
  const [mobile] = useState(isMobileDevice);

  if (isLoading) {
    return <Loading />;
  }
  if (isError || !profile) {
    return (
      <p role="alert" className="mx-auto max-w-xl p-8 text-center text-red-800">
        {userMessages.loadFailed}
      </p>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{userMessages.welcome(profile.firstName)}</PageHeading>
        <Link to={paths.offers} className={buttonClasses('primary')}>
          {userMessages.myOffers}
        </Link>
      </div>
      <LoyaltyCard profile={profile} today={today} />
      {/* Wallet buttons for phones arrive with the wallet issue. */}
      {!mobile && <p className="text-center text-sm text-slate-700">{userMessages.desktopWalletNote}</p>}
    </div>
  );
}
