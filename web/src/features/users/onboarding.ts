import type { Profile } from '@venue-pass/contracts';
import { paths } from '../../config/paths.ts';

/**
 * Where an incomplete profile must go next, checked in the required order (R-DASH-12 to R-DASH-16);
 * null when onboarding is complete.
 */
export function onboardingRedirect(profile: Profile): string | null {
  if (!profile.isVerified) return paths.verify;
  if (!profile.mailingConsent) return paths.mailConsent;
  if (profile.studentVerification === 'PendingEmailAddress') return paths.studentEmail;
  if (profile.requirePhotoUpload) return paths.photo;
  return null;
}
