import { z } from 'zod';
import { redactedInLogs } from './redacted-in-logs.ts';
import { singleLineText } from './text.ts';

/** An account verification code has 6 characters (R-CONST-11). */
export const VERIFICATION_CODE_LENGTH = 6;
/** The code in a student verification link has 16 characters (R-CONST-12). */
export const STUDENT_LINK_CODE_LENGTH = 16;
/** Longest e-mail address SMTP allows (RFC 5321 path limit). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

/**
 * Account verification answers (R-ERR-42 to R-ERR-44). The API sends these words and the SPA shows them, so both
 * import them from here.
 */
export const AccountVerificationMessages = {
  codeMismatch: 'It seems the code specified does not match what we sent you, please try again.',
  tooManySends:
    'You have tried to re-send your verification code too many times, please wait a few minutes before you try again.',
  /** Shown for a 404 or any other failure (R-ERR-44). */
  genericError: 'A generic error occurred.',
  codeFormat: `Enter the ${VERIFICATION_CODE_LENGTH}-character code from the e-mail we sent you.`,
  alreadyVerified: 'Your account is already verified.',
  notQueued: 'We could not send your verification code. Please try again later.',
} as const;

/** Student e-mail answers (R-ERR-17 to R-ERR-22), by the status the API gives them. */
export const StudentEmailMessages = {
  noCurrentVerification: 'There is no current verification to complete for you.',
  addressChanged: 'You have submitted a new email address, and it does not match the previous one submitted.',
  notStudentAddress: 'This email is not a valid student email address. Please try again.',
  notQueued: 'An error occurred while sending the verification email. Please try again later.',
  genericError: 'A generic error occurred.',
  tooManySends: 'You have asked for too many verification e-mails, please wait a while before you try again.',
  addressRequired: 'Enter your student e-mail address.',
  addressTooLong: `An e-mail address has at most ${EMAIL_ADDRESS_MAX_LENGTH} characters.`,
  linkNotValid: 'This verification link is not valid.',
  linkExpired: 'This verification link has expired. Please ask for a new one.',
} as const;

/** Verifying the profile's mobile number with a texted code: the API sends these words and the SPA shows them. */
export const MobileVerificationMessages = {
  noNumber: 'Add a mobile number to your profile first.',
  alreadyVerified: 'Your mobile number is already verified.',
  takenByAnother: 'This mobile number is already verified on another account.',
  tooManySends: 'You have asked for too many codes, please wait a few minutes before you try again.',
  notQueued: 'We could not text your code. Please try again later.',
  codeMismatch: 'That code does not match the one we texted you, please try again.',
  codeFormat: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we texted you.`,
} as const;

/** Body of POST /api/me/mobile/verify: the code texted to the profile's mobile number. */
export const VerifyMobileInputSchema = z.object({
  verificationCode: z
    .string({ error: MobileVerificationMessages.codeFormat })
    .trim()
    .regex(new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`), MobileVerificationMessages.codeFormat),
});
export type VerifyMobileInput = z.infer<typeof VerifyMobileInputSchema>;

/**
 * Body of POST /api/me/verify (R-API-12). Codes are drawn from capital letters and digits; lower case is
 * accepted and compared as upper case, because people retype codes from a phone.
 */
export const VerifyAccountInputSchema = z.object({
  verificationCode: z
    .string({ error: AccountVerificationMessages.codeFormat })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9]{${VERIFICATION_CODE_LENGTH}}$`), AccountVerificationMessages.codeFormat),
});
export type VerifyAccountInput = z.infer<typeof VerifyAccountInputSchema>;

/** Answer of POST /api/me/verify/send and POST /api/me/student-email: where the message went and until when it works. */
export const CodeSentSchema = z.object({
  sentTo: z.string(),
  /** ISO date-time after which the code or link no longer works. */
  expiresAt: z.string(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** GET /api/me/verify: the account code that still works, if one was sent, so /verify sends one only when none does. */
export const AccountCodeStatusSchema = z.object({ sent: CodeSentSchema.nullable() });
export type AccountCodeStatus = z.infer<typeof AccountCodeStatusSchema>;

/**
 * Body of POST /api/me/student-email (R-ENTITY-40). Only the presence and length are
 * checked here: whether it is a student address is the API's decision (417).
 */
export const StudentEmailInputSchema = z.object({
  emailAddress: singleLineText({
    max: EMAIL_ADDRESS_MAX_LENGTH,
    messages: {
      required: StudentEmailMessages.addressRequired,
      tooLong: StudentEmailMessages.addressTooLong,
      invalidCharacters: StudentEmailMessages.notStudentAddress,
    },
  }),
});
export type StudentEmailInput = z.infer<typeof StudentEmailInputSchema>;

/** The code of a student verification link: exactly 16 letters and digits. */
export const StudentLinkCodeSchema = z
  .string({ error: StudentEmailMessages.linkNotValid })
  .regex(new RegExp(`^[A-Za-z0-9]{${STUDENT_LINK_CODE_LENGTH}}$`), StudentEmailMessages.linkNotValid);

/** Query of POST /api/me/student-confirmation (R-API-17). */
export const StudentConfirmationQuerySchema = z.object({ verificationCode: StudentLinkCodeSchema.register(redactedInLogs) });
export type StudentConfirmationQuery = z.infer<typeof StudentConfirmationQuerySchema>;
