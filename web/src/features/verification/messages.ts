import { AccountVerificationMessages, VERIFICATION_CODE_LENGTH } from '@venue-pass/contracts';

/** User-facing text of /verify (R-VERIFY-01, R-VERIFY-02, R-ERR-42 to R-ERR-44). */
export const verificationMessages = {
  title: 'Verify Account',
  intro: `We need to check that your e-mail address is yours. Enter the ${VERIFICATION_CODE_LENGTH}-character code we e-mail you.`,
  codeLabel: 'Verification code',
  codeHint: `${VERIFICATION_CODE_LENGTH} letters and digits, as in the e-mail.`,
  verify: 'Verify',
  sendCode: 'Send code',
  sendAgain: 'Send a new code',
  sent: (address: string, minutes: number) => `We have e-mailed a code to ${address}. It works for ${minutes} minutes.`,
  codeMismatch: AccountVerificationMessages.codeMismatch,
  tooManySends: AccountVerificationMessages.tooManySends,
  genericError: AccountVerificationMessages.genericError,
  codeFormat: AccountVerificationMessages.codeFormat,
} as const;
