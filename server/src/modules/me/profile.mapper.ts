import { type Profile, StudentVerificationSchema } from '@venue-pass/contracts';
import type { MemberRow } from './members.table.ts';

export function toProfile(row: MemberRow, hasPhotoUpload: boolean): Profile {
  return {
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    emailAddress: row.email,
    mobileNumber: row.mobile_number,
    mobileNumberVerified: row.mobile_number !== null && row.mobile_verified_at !== null,
    isVerified: row.is_verified,
    mailingConsent: row.mailing_consent_at !== null,
    studentVerification: StudentVerificationSchema.parse(row.student_verification),
    requirePhotoUpload: row.require_photo_upload,
    hasPhotoUpload,
    // A blocked card always reads as blocked to its member, as it does to staff, even without a stored reason.
    cardBlockedReason: row.card_blocked_at === null ? null : (row.card_blocked_reason ?? ''),
    memberSince: new Date(row.created_at).toISOString(),
  };
}
