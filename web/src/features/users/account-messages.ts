import { ProfileMessages } from '@venue-pass/contracts';

/** User-facing text of /my-account (SPEC 5 and 8, "Account"). */
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

/** SPEC 4 "Account update outcome". */
export const AccountUpdateOutcome = {
  None: 0,
  Success: 1,
  Failure: 2,
  InvalidFields: 3,
} as const;
export type AccountUpdateOutcome = (typeof AccountUpdateOutcome)[keyof typeof AccountUpdateOutcome];
