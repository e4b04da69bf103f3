import type { Profile } from '@venue-pass/contracts';
import { paths } from '../../config/paths.ts';

/**
 * Where an incomplete profile must go next (SPEC 2 "Onboarding redirects"), checked in the SPEC's
 * order; null when onboarding is complete.
 */
export function onboardingRedirect(profile: Profile): string | null {
  if (!profile.isVerified) return paths.verify;
  if (!profile.mailingConsent) return paths.mailConsent;
  if (profile.studentVerification === 'PendingEmailAddress') return paths.studentEmail;
  if (profile.requirePhotoUpload) return paths.photo;
  return null;
}
