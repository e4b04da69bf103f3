import { z } from 'zod';
import { singleLineText } from './text.ts';

/** Messages of the mobile sign-up form (R-VALID-32, R-VALID-33). */
export const MOBILE_NUMBER_REQUIRED = 'Mobile number is required';
export const REGISTRATION_SOURCE_REQUIRED = 'Registration source ID is required';

/** The 409 answer of POST /api/mobile-signup, which the sign-up page shows (R-ERR-25). */
export const MOBILE_NUMBER_ALREADY_REGISTERED =
  'Oops, we see that this mobile number is already registered. Please go to the main site and log in to your account.';

/** Body of POST /api/mobile-signup (R-ENTITY-38). */
export const MobileSignupInputSchema = z.object({
  mobileNumber: singleLineText({ max: 32, messages: { required: MOBILE_NUMBER_REQUIRED } }),
  registrationSourceId: z
    .number({ error: REGISTRATION_SOURCE_REQUIRED })
    .int(REGISTRATION_SOURCE_REQUIRED)
    .positive(REGISTRATION_SOURCE_REQUIRED)
    .max(2_147_483_647),
});
export type MobileSignupInput = z.infer<typeof MobileSignupInputSchema>;

/** 201 answer of POST /api/mobile-signup: the link goes by SMS and expires at `expiresAt`. */
export const MobileSignupResultSchema = z.object({ sent: z.literal(true), expiresAt: z.string() });
export type MobileSignupResult = z.infer<typeof MobileSignupResultSchema>;
