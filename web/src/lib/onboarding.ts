/**
 * Navigation state with which an onboarding dialog (/mail, /student-email, /photo) hands the member back
 * to / after Cancel, close or skip. The dashboard then shows itself instead of redirecting straight back
 * into the dialog the member just left (docs/decisions/006-dismissing-onboarding-dialogs.md).
 */
export const onboardingDismissedState = { onboardingDismissed: true } as const;

export function isOnboardingDismissed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)['onboardingDismissed'] === true;
}
