import { MOBILE_NUMBER_ALREADY_REGISTERED, MOBILE_NUMBER_REQUIRED, REGISTRATION_SOURCE_REQUIRED } from '@venue-pass/contracts';

/** Mobile registration page (R-ROUTES-33, R-VALID-32, R-VALID-33, R-ERR-25 to R-ERR-27). */
export const mobileSignupMessages = {
  title: 'Sign Up for the scheme',
  intro: "Enter the member's mobile number and we will text them a link to complete their registration.",
  mobileNumber: 'Mobile number',
  signUp: 'Sign Up',
  sending: 'Sending…',
  mobileNumberRequired: MOBILE_NUMBER_REQUIRED,
  registrationSourceRequired: REGISTRATION_SOURCE_REQUIRED,
  alreadyRegistered: MOBILE_NUMBER_ALREADY_REGISTERED,
  failed: 'An error occurred during signup. Please try again.',
  succeeded: "Great news, we've sent you a message with a link to complete your registration. Please check your messages.",
  logoButton: 'Venue Pass: set the registration source',
  dialogTitle: 'Registration source',
  registrationSourceId: 'Registration source ID',
  sourceIdMustBeNumber: 'The registration source ID is a whole number above 0.',
  currentSource: (id: number) => `Registration source ID: ${id}`,
  clear: 'Clear',
  close: 'Close',
} as const;

/** The outcome message clears after 10 seconds (R-STATE-46, R-CONST-14). */
export const STATUS_CLEAR_MS = 10_000;
