/** Answers of POST /api/mobile-signup (SPEC 8 'Mobile signup'). */
export const mobileSignupMessages = {
  alreadyRegistered:
    'Oops, we see that this mobile number is already registered. Please go to the main site and log in to your account.',
  unknownSource: 'There is no active registration source with this ID.',
} as const;

export function signupLinkText(link: string, ttlHours: number): string {
  return `Welcome to Venue Pass! Complete your registration here: ${link} (the link works for ${ttlHours} hours).`;
}
