import { type AdminMemberDetail, type AdminMemberSummary, cardNumberFromUserId } from '@venue-pass/contracts';
import type { createAdminMembersRepository } from './admin-members.repository.ts';
import type { AdminMemberRow } from './admin-members.repository.ts';

type Repository = ReturnType<typeof createAdminMembersRepository>;

export function toAdminMemberSummary(row: Pick<AdminMemberRow, 'id' | 'email' | 'first_name' | 'last_name' | 'card_blocked_at' | 'created_at'>): AdminMemberSummary {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    cardNumber: cardNumberFromUserId(row.id),
    cardBlocked: row.card_blocked_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export function toAdminMemberDetail(
  row: AdminMemberRow,
  extra: {
    hasPhoto: boolean;
    source: Awaited<ReturnType<Repository['registrationSource']>>;
    redemptions: Awaited<ReturnType<Repository['redemptions']>>;
    vouchers: Awaited<ReturnType<Repository['vouchers']>>;
    consentHistory: AdminMemberDetail['consentHistory'];
  },
): AdminMemberDetail {
  return {
    ...toAdminMemberSummary(row),
    mobileNumber: row.mobile_number,
    dateOfBirth: row.date_of_birth,
    vip: row.is_vip,
    onboarding: {
      accountVerified: row.is_verified,
      mobileVerified: row.mobile_number !== null && row.mobile_verified_at !== null,
      mailingConsentAt: row.mailing_consent_at?.toISOString() ?? null,
      studentVerification: row.student_verification,
      requirePhotoUpload: row.require_photo_upload,
      hasPhoto: extra.hasPhoto,
    },
    card: { blockedAt: row.card_blocked_at?.toISOString() ?? null, blockedReason: row.card_blocked_reason },
    registrationSource: extra.source?.name ?? null,
    erasedAt: row.erased_at?.toISOString() ?? null,
    redemptions: extra.redemptions.map((each) => ({
      id: each.id,
      offerId: each.offer_id,
      offerTitle: each.offer_title,
      venueName: each.venue_name,
      redeemedAt: each.redeemed_at.toISOString(),
      undone: each.undone_at !== null,
    })),
    vouchers: extra.vouchers.map((each) => ({
      id: each.id,
      promotionName: each.promotion_name,
      status: each.status,
      issuedAt: each.issued_at?.toISOString() ?? null,
      expiresAt: each.expires_at?.toISOString() ?? null,
      redeemedAt: each.redeemed_at ? new Date(each.redeemed_at).toISOString() : null,
    })),
    consentHistory: extra.consentHistory,
    version: row.version,
  };
}
