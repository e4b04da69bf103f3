import type { AdminPromotion } from '@venue-pass/contracts';
import type { AdminPromotionRow } from './admin-promotions.repository.ts';

export function toAdminPromotion(row: AdminPromotionRow, publicUrl: string): AdminPromotion {
  return {
    id: row.id,
    publicId: row.public_id,
    name: row.name,
    venueId: row.venue_id,
    venueName: row.venue_name,
    channel: row.channel,
    requireVerification: row.require_verification,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    voucherValidDays: row.voucher_valid_days,
    cap: row.capacity,
    publicUrl: `${publicUrl}/voucher/${row.public_id}`,
    figures: { sent: row.sent, verified: row.verified, redeemed: row.redeemed },
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
