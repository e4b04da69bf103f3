import { MOBILE_NUMBER_ALREADY_REGISTERED } from '@venue-pass/contracts';

/** Answers of POST /api/mobile-signup (R-ERR-25). */
export const mobileSignupMessages = {
  alreadyRegistered: MOBILE_NUMBER_ALREADY_REGISTERED,
  unknownSource: 'There is no active registration source with this ID.',
} as const;

export function signupLinkText(link: string, ttlHours: number): string {
  return `Welcome to Venue Pass! Complete your registration here: ${link} (the link works for ${ttlHours} hours).`;
}
