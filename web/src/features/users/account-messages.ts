import { MobileVerificationMessages, ProfileMessages, VERIFICATION_CODE_LENGTH } from '@venue-pass/contracts';

/** User-facing text of /my-account (R-VALID-18, R-ERR-28, R-ERR-29). */
export const accountMessages = {
  updated: 'We have updated your profile.',
  updateFailed: 'It seems we have had an issue updating your profile, please try again',
  invalid: 'Please ensure all fields are filled in correctly.',
  save: 'Save changes',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  mobileNumber: 'Mobile number',
  emailAddress: 'Email address',
  profileForm: 'Your profile',
  ...ProfileMessages,
} as const;

/**
 * Verifying the profile's mobile number on /my-account (docs/decisions/022-verified-mobile-numbers.md).
 * The API's refusals are its own sentences (MobileVerificationMessages), shown as they come.
 */
export const mobileVerificationMessages = {
  title: 'Mobile number verification',
  verified: 'Verified',
  notVerified: 'Not verified',
  explanation: 'We text you a code to check that this number is yours.',
  verify: 'Verify',
  sending: 'Sending…',
  sent: (number: string, minutes: number) => `We have texted a code to ${number}. It works for ${minutes} minutes.`,
  sendAgain: 'Text a new code',
  codeLabel: 'Code from the text message',
  codeHint: `${VERIFICATION_CODE_LENGTH} digits`,
  confirm: 'Confirm code',
  confirming: 'Checking…',
  failed: 'We could not verify your mobile number. Please try again.',
  ...MobileVerificationMessages,
} as const;

/** Account update outcomes: 0 none, 1 success, 2 failure, 3 invalid fields (R-STATE-48). */
export const AccountUpdateOutcome = {
  None: 0,
  Success: 1,
  Failure: 2,
  InvalidFields: 3,
} as const;
export type AccountUpdateOutcome = (typeof AccountUpdateOutcome)[keyof typeof AccountUpdateOutcome];
