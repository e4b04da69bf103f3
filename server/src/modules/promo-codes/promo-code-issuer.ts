import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import type { OutgoingMessage, SendLimits } from '../public-sends/send-limits.ts';
import { type PromotionWithPool, createPromotionsRepository } from '../promotions/promotions.repository.ts';
import { promoCodeMessages, voucherTemplateVariables, voucherText } from './messages.ts';
import { createPromoCodesRepository } from './promo-codes.repository.ts';
import type { PromoCodeRow } from './promo-codes.table.ts';

const DAY_MS = 86_400_000;

/** The promoter sending a voucher, whose daily quota the message counts against. */
type Promoter = NonNullable<OutgoingMessage['promoter']>;

export interface PromoCodeIssuerOptions {
  /** Builds the /q/{id} link a voucher message carries. */
  publicUrl: string;
  /** Every voucher message counts against its number's, promotion's and promoter's limits and the daily cap. */
  limits: Pick<SendLimits, 'countMessage'>;
}

const alreadyReceived = () => new DomainError('precondition-failed', promoCodeMessages.alreadyReceived, { reason: 'already_received' });
const offerEnded = () => new DomainError('gone', promoCodeMessages.offerEnded, { reason: 'offer_ended' });

/**
 * The one place that issues promo codes: how long a code lives, taking it from the promotion's pool
 * (never past its capacity), one code per number or member, and the message that carries a phone
 * voucher. Every call runs in the caller's transaction, so a refused issue leaves nothing behind.
 */
export function createPromoCodeIssuer({ publicUrl, limits }: PromoCodeIssuerOptions) {
  /** A voucher lasts the promotion's validity days, but never past the promotion's end. */
  function expiryOf(promotion: PromotionWithPool): Date {
    return new Date(Math.min(promotion.ends_at.getTime(), Date.now() + promotion.voucher_valid_days * DAY_MS));
  }

  async function takeFromPool(trx: Transaction<Database>, promotion: PromotionWithPool): Promise<void> {
    if (!(await createPromotionsRepository(trx).takeFromPool(promotion.pool_id))) throw offerEnded();
  }

  /** Marks the code issued and queues it on the promotion's channel; the outbox key makes a second call a no-op. */
  async function deliverToPhone(trx: Transaction<Database>, promotion: PromotionWithPool, code: PromoCodeRow, promoter: Promoter | null) {
    const expiresAt = expiryOf(promotion);
    await createPromoCodesRepository(trx).markIssued(code.id, { expiresAt, promoterId: promoter?.id ?? null });
    await limits.countMessage(trx, { phoneNumber: code.phone_number!, promotionId: promotion.id, ...(promoter ? { promoter } : {}) });
    const voucher = { promotionName: promotion.name, venueName: promotion.venue_name, link: `${publicUrl}/q/${code.id}`, code: code.code, expiresAt };
    await createOutboxRepository(trx).enqueue({
      channel: promotion.channel,
      to: code.phone_number!,
      kind: 'voucher',
      text: voucherText(voucher),
      // WhatsApp sends these through the approved template; SMS sends the text.
      ...(promotion.channel === 'whatsapp' ? { templateVariables: voucherTemplateVariables(voucher) } : {}),
      idempotencyKey: `voucher:${code.id}`,
    });
  }

  /**
   * The code a number holds for a promotion, created as pending (not yet a voucher) on the first call.
   * 412 once the number holds the issued voucher: one per number per promotion, settled by a unique index.
   */
  async function holdForPhone(trx: Transaction<Database>, promotion: PromotionWithPool, phoneNumber: string, promoterId: number | null) {
    const codes = createPromoCodesRepository(trx);
    const code =
      (await codes.insert({
        pool_id: promotion.pool_id,
        promotion_id: promotion.id,
        phone_number: phoneNumber,
        member_id: null,
        promoter_id: promoterId,
        status: 'pending_verification',
      })) ?? (await codes.findPhoneCodeForUpdate(promotion.id, phoneNumber))!;
    if (code.status === 'issued') throw alreadyReceived();
    return code;
  }

  return {
    holdForPhone,

    /** Issues a voucher to a number straight away (the promotion asks no verification, or a promoter stands with the customer). */
    async issueToPhone(trx: Transaction<Database>, promotion: PromotionWithPool, phoneNumber: string, promoter: Promoter | null): Promise<PromoCodeRow> {
      const code = await holdForPhone(trx, promotion, phoneNumber, promoter?.id ?? null);
      await takeFromPool(trx, promotion);
      await deliverToPhone(trx, promotion, code, promoter);
      return code;
    },

    /** Issues the held code of a number whose verification code matched. */
    async completePhoneVerification(trx: Transaction<Database>, promotion: PromotionWithPool, code: PromoCodeRow): Promise<void> {
      await takeFromPool(trx, promotion);
      await deliverToPhone(trx, promotion, code, null);
    },

    /** One code from a pool for a member; asking again returns the member's code. */
    async issueToMember(trx: Transaction<Database>, promotion: PromotionWithPool, memberId: string): Promise<{ id: string; created: boolean }> {
      const codes = createPromoCodesRepository(trx);
      const held = await codes.findMemberCodeForUpdate(promotion.pool_id, memberId);
      if (held) return { id: held.id, created: false };
      if (!promotion.is_available) throw offerEnded();
      await takeFromPool(trx, promotion);
      const code = await codes.insert({
        pool_id: promotion.pool_id,
        promotion_id: promotion.id,
        phone_number: null,
        member_id: memberId,
        promoter_id: null,
        status: 'issued',
        issued_at: new Date(),
        expires_at: expiryOf(promotion),
      });
      // The unique index settles a concurrent second request from the same member.
      return code ? { id: code.id, created: true } : { id: (await codes.findMemberCodeForUpdate(promotion.pool_id, memberId))!.id, created: false };
    },
  };
}
export type PromoCodeIssuer = ReturnType<typeof createPromoCodeIssuer>;
