import type { PromoCode } from '@venue-pass/contracts';
import type { PublicPromoCode } from './promo-codes.repository.ts';

export function toPromoCode(row: PublicPromoCode): PromoCode {
  return {
    id: row.id,
    code: row.code,
    promotionName: row.promotionName,
    venueName: row.venueName,
    expiresAt: row.expiresAt.toISOString(),
    isRedeemed: row.isRedeemed,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}
