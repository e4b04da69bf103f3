import { StudentEmailMessages } from '@venue-pass/contracts';

/**
 * User-facing text of /student-email and /student-verification/{code}
 * (R-STUDENT-01 to R-STUDENT-12, R-ERR-17 to R-ERR-22).
 */
export const studentMessages = {
  title: 'Student Email Verification Required',
  explanation: 'Some offers are only for students. Enter your university or college e-mail address and we will send you a link to confirm it.',
  emailLabel: 'Student Email Address',
  send: 'Send',
  cancel: 'Cancel',
  close: 'Close',
  /** By the status of POST /me/student-email. */
  errors: {
    410: StudentEmailMessages.noCurrentVerification,
    409: StudentEmailMessages.addressChanged,
    417: StudentEmailMessages.notStudentAddress,
    424: StudentEmailMessages.notQueued,
    429: StudentEmailMessages.tooManySends,
  } as Partial<Record<number, string>>,
  genericError: StudentEmailMessages.genericError,
  verificationTitle: 'Student Email Verification',
  confirming: 'We are just confirming your student email address. This may take a few moments.',
  verified: 'You are now verified! You can close this window and continue using the site.',
  verificationFailed:
    "We've had a problem verifying your student email address. Please try again later or contact support.",
} as const;
