import { z } from 'zod';

/** Values of Profile.studentVerification; SPEC 3 names PendingEmailAddress, the rest are ours. */
export const StudentVerificationSchema = z.enum([
  'NotRequired',
  'PendingEmailAddress',
  'PendingConfirmation',
  'Verified',
]);
export type StudentVerification = z.infer<typeof StudentVerificationSchema>;

/** The signed-in member's profile, GET /api/me (SPEC 3, Profile). */
export const ProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO calendar date (YYYY-MM-DD) or null until the member gives it. */
  dateOfBirth: z.string().nullable(),
  emailAddress: z.string(),
  mobileNumber: z.string().nullable(),
  isVerified: z.boolean(),
  mailingConsent: z.boolean(),
  studentVerification: StudentVerificationSchema,
  requirePhotoUpload: z.boolean(),
  hasPhotoUpload: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Query of GET /api/me (SPEC 7): codes carried from /r/auth and /m/auth. */
export const MeQuerySchema = z.object({
  registrationSourceCode: z.string().min(1).max(64).optional(),
  verificationCode: z.string().min(1).max(64).optional(),
});
export type MeQuery = z.infer<typeof MeQuerySchema>;
