import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../testing/factories.ts';
import { onboardingRedirect } from './onboarding.ts';

describe('onboardingRedirect', () => {
  const nothingDone = makeProfile({
    isVerified: false,
    mailingConsent: false,
    studentVerification: 'PendingEmailAddress',
    requirePhotoUpload: true,
  });

  it('checks isVerified, mailingConsent, studentVerification and requirePhotoUpload in that order', () => {
    expect(onboardingRedirect(nothingDone)).toBe('/verify');
    expect(onboardingRedirect({ ...nothingDone, isVerified: true })).toBe('/mail');
    expect(onboardingRedirect({ ...nothingDone, isVerified: true, mailingConsent: true })).toBe('/student-email');
    expect(
      onboardingRedirect({ ...nothingDone, isVerified: true, mailingConsent: true, studentVerification: 'PendingConfirmation' }),
    ).toBe('/photo');
  });

  it.each(['NotRequired', 'PendingConfirmation', 'Verified'] as const)('does not ask for a student e-mail when %s', (status) => {
    expect(onboardingRedirect(makeProfile({ studentVerification: status }))).toBeNull();
  });

  it('sends nobody anywhere once onboarding is complete', () => {
    expect(onboardingRedirect(makeProfile())).toBeNull();
  });
});
