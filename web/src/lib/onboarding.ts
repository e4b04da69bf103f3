import { safeReturnUrl } from '@venue-pass/contracts';

/**
 * Navigation state with which an onboarding dialog (/mail, /student-email, /photo) hands the member back
 * to / after Cancel, close or skip. The dashboard then shows itself instead of redirecting straight back
 * into the dialog the member just left (docs/decisions/006-dismissing-onboarding-dialogs.md).
 */
export const onboardingDismissedState = { onboardingDismissed: true } as const;

export function isOnboardingDismissed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)['onboardingDismissed'] === true;
}

/** Navigation state of a link into an onboarding dialog from a page (a locked offer's step): where 'Skip for now' returns. */
export function returnToState(pathname: string): { returnTo: string } {
  return { returnTo: pathname };
}

/** The page a dialog was opened from, when it was opened with returnToState; only a path of this site. */
export function returnToOf(state: unknown): string | null {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)['returnTo'] : undefined;
  return safeReturnUrl(value);
}

// sessionStorage lives as long as the tab's visit, like the tokens (docs/decisions/001-tokens-in-session-storage.md).
const VERIFY_PROMPT_SEEN = 'verifyPromptSeen';

/**
 * /verify has no Cancel: a member leaves it through the navigation bar. Once it has been shown in this
 * visit, the dashboard shows itself with the unverified banner (R-DASH-11) instead of sending the member
 * back to /verify, as ADR 006 does for the other dialogs.
 */
export function markVerifyPromptSeen(): void {
  sessionStorage.setItem(VERIFY_PROMPT_SEEN, 'true');
}

export function isVerifyPromptSeen(): boolean {
  return sessionStorage.getItem(VERIFY_PROMPT_SEEN) === 'true';
}
