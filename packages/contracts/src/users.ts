import { z } from 'zod';
import { redactedInLogs } from './redacted-in-logs.ts';
import { personName, singleLineText } from './text.ts';

/** Values of Profile.studentVerification; R-ENTITY-21 names PendingEmailAddress, the rest are ours. */
export const StudentVerificationSchema = z.enum([
  'NotRequired',
  'PendingEmailAddress',
  'PendingConfirmation',
  'Verified',
]);
export type StudentVerification = z.infer<typeof StudentVerificationSchema>;

/** The signed-in member's profile, GET /api/me (R-ENTITY-16 to R-ENTITY-22). */
export const ProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO calendar date (YYYY-MM-DD) or null until the member gives it. */
  dateOfBirth: z.string().nullable(),
  emailAddress: z.string(),
  mobileNumber: z.string().nullable(),
  /** The member proved the number is theirs with a texted code (or a mobile sign-up link). */
  mobileNumberVerified: z.boolean(),
  isVerified: z.boolean(),
  mailingConsent: z.boolean(),
  studentVerification: StudentVerificationSchema,
  requirePhotoUpload: z.boolean(),
  hasPhotoUpload: z.boolean(),
  /**
   * Why the operator blocked the member's card, shown on the dashboard; absent or null while the card
   * is valid. Staff then see 'Card not valid'.
   */
  cardBlockedReason: z.string().nullable().optional(),
  /** ISO date-time the account was created: the dashboard welcomes a new member rather than welcoming them back. */
  memberSince: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Query of GET /api/me (R-API-08): codes carried from /r/auth and /m/auth. */
export const MeQuerySchema = z.object({
  registrationSourceCode: singleLineText({ max: 64 }).optional(),
  verificationCode: singleLineText({ max: 64 }).optional().register(redactedInLogs),
});
export type MeQuery = z.infer<typeof MeQuerySchema>;

/**
 * Validation messages of the profile (R-VALID-12 to R-VALID-17); the SPA's account form and the API's
 * PUT /api/me both answer with these words.
 */
export const ProfileMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of birth is required',
  emailRequired: 'Email is required',
  mobileNumberRequired: 'Mobile number is required',
  firstNameTooLong: 'First name must be 100 characters or fewer',
  lastNameTooLong: 'Last name must be 100 characters or fewer',
  firstNameNotText: 'First name must be text',
  lastNameNotText: 'Last name must be text',
  firstNameInvalidCharacters: 'First name contains invisible or control characters',
  lastNameInvalidCharacters: 'Last name contains invisible or control characters',
  emailInvalid: 'Enter a valid e-mail address',
  dateOfBirthInvalid: 'Enter a valid date of birth',
  dateOfBirthInFuture: 'Date of birth must be in the past',
  dateOfBirthTooYoung: 'You must be at least 16 years old to join',
  dateOfBirthTooOld: 'Enter a date of birth after 1 January 1900',
  mobileNumberTooLong: 'Mobile number must be 32 characters or fewer',
  mobileNumberInvalid: 'Enter a valid mobile number, like 07700 900123 or +44 7700 900123',
  emailReadOnly: 'Your e-mail address comes from your sign-in account and cannot be changed here',
} as const;

/** Longest first or last name a member may give, after trimming. */
export const PROFILE_NAME_MAX_LENGTH = 100;
/** Longest mobile number accepted before normalisation (spaces and punctuation included). */
export const MOBILE_NUMBER_MAX_LENGTH = 32;
/** Members must be at least this old (docs/decisions/008-profile-update-rules.md). */
export const MINIMUM_MEMBER_AGE = 16;
/** Earliest date of birth accepted; anything before is a typing slip. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Body of PUT /api/me. dateOfBirth is a calendar date (YYYY-MM-DD) or an ISO date-time with its offset,
 * as the SPA's date picker stores it; the date as written at that offset is the birthday.
 * emailAddress is read-only: it may be sent back unchanged, and a different one is refused.
 * The server further checks the date's range and the mobile number's validity (both answer 400).
 */
export const UpdateProfileInputSchema = z.object({
  firstName: personName({
    max: PROFILE_NAME_MAX_LENGTH,
    messages: {
      required: ProfileMessages.firstNameRequired,
      notText: ProfileMessages.firstNameNotText,
      tooLong: ProfileMessages.firstNameTooLong,
      invalidCharacters: ProfileMessages.firstNameInvalidCharacters,
    },
  }),
  lastName: personName({
    max: PROFILE_NAME_MAX_LENGTH,
    messages: {
      required: ProfileMessages.lastNameRequired,
      notText: ProfileMessages.lastNameNotText,
      tooLong: ProfileMessages.lastNameTooLong,
      invalidCharacters: ProfileMessages.lastNameInvalidCharacters,
    },
  }),
  dateOfBirth: z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: (issue) => (isBlank(issue.input) ? ProfileMessages.dateOfBirthRequired : ProfileMessages.dateOfBirthInvalid),
  }),
  mobileNumber: singleLineText({
    max: MOBILE_NUMBER_MAX_LENGTH,
    messages: {
      required: ProfileMessages.mobileNumberRequired,
      notText: ProfileMessages.mobileNumberInvalid,
      tooLong: ProfileMessages.mobileNumberTooLong,
      invalidCharacters: ProfileMessages.mobileNumberInvalid,
    },
  }),
  // Only compared with the address on file, never stored, so any other text is simply "changed".
  emailAddress: z.string({ error: ProfileMessages.emailReadOnly }).optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** Closing an account (DELETE /api/me): the member types their e-mail address to confirm. */
export const CloseAccountInputSchema = z.object({ email: z.string().max(320) });
export type CloseAccountInput = z.infer<typeof CloseAccountInputSchema>;

/** How recently a member must have typed their password to close their account. */
export const CLOSE_ACCOUNT_MAX_SIGN_IN_AGE_SECONDS = 300;

export const CloseAccountMessages = {
  emailMismatch: 'Type the e-mail address of this account to close it.',
  signInAgain: 'For your safety, sign in again to close your account.',
  /** What every member route tells the token of an erased (or closed) account. */
  erased: 'This account was erased.',
} as const;
