import type { Profile } from '@venue-pass/contracts';
import { differenceInHours } from 'date-fns';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { isOnboardingDismissed, isVerifyPromptSeen } from '../../../lib/onboarding.ts';
import { useGetMeQuery } from '../api.ts';
import { NEW_MEMBER_HOURS, userMessages } from '../messages.ts';
import { onboardingRedirect } from '../onboarding.ts';
import { WalletButtons } from '../../wallet/components/wallet-buttons.tsx';
import { BlockedCardNotice } from './blocked-card-notice.tsx';
import { LoyaltyCard } from './loyalty-card.tsx';
import { UnverifiedBanner } from './unverified-banner.tsx';

/** Codes handed over by /r/auth and /m/auth in navigation state (R-DASH-01, R-DASH-02). */
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

/** The signed-in home page (R-DASH-01 to R-DASH-16). */
function greeting(profile: Profile): string {
  const joinedRecently = differenceInHours(new Date(), new Date(profile.memberSince)) < NEW_MEMBER_HOURS;
  return joinedRecently ? userMessages.welcome(profile.firstName) : userMessages.welcomeBack(profile.firstName);
}

export function Dashboard() {
  const location = useLocation();
  const { registrationCode, verificationCode } = readCodes(location.state);
  const { data: profile, isError, isFetching, isLoading } = useGetMeQuery({
    ...(registrationCode ? { registrationSourceCode: registrationCode } : {}),
    ...(verificationCode ? { verificationCode } : {}),
  });
  // Fixed for the lifetime of the page, like a printed card.
  const [today] = useState(() => new Date());

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
  // Decided on fresh data only: a refetch after an onboarding step may be under way. A member who just
  // left an onboarding dialog, or who has already been shown /verify in this visit, sees the dashboard
  // rather than being sent straight back.
  const nextStep = isOnboardingDismissed(location.state) ? null : onboardingRedirect(profile);
  const verifyShownThisVisit = nextStep === paths.verify && isVerifyPromptSeen();
  if (nextStep && !verifyShownThisVisit && !isFetching) {
    return <Navigate to={nextStep} replace />;
  }

  // Null and absent both mean a valid card; any string, even an empty one, means blocked.
  const blockedReason = profile.cardBlockedReason ?? null;
  const blocked = blockedReason !== null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{greeting(profile)}</PageHeading>
        <Link to={paths.offers} className={buttonClasses('primary')}>
          {userMessages.myOffers}
        </Link>
      </div>
      {!profile.isVerified && <UnverifiedBanner />}
      {blocked && <BlockedCardNotice reason={blockedReason} />}
      <LoyaltyCard profile={profile} today={today} blocked={blocked} />
      {/* A wallet pass would carry the same code staff now refuse. */}
      {!blocked && <WalletButtons />}
    </div>
  );
}
