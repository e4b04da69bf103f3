import type { VoucherPromotion, VoucherSendResult } from '@venue-pass/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type IdempotencyKey, withIdempotency } from '../idempotency/idempotency.ts';
import { codeMatches, hashCode } from '../one-time-codes/one-time-code.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import type { PromoCodeIssuer } from '../promo-codes/promo-code-issuer.ts';
import { createPromoCodesRepository } from '../promo-codes/promo-codes.repository.ts';
import type { PromoCodeRow } from '../promo-codes/promo-codes.table.ts';
import { promoCodeMessages } from '../promo-codes/messages.ts';
import { type PromotionWithPool, createPromotionsRepository } from '../promotions/promotions.repository.ts';
import { type PhoneRules, normalisePhoneNumber } from '../public-sends/phone-number.ts';
import { randomVerificationCode } from '../public-sends/public-ids.ts';
import type { SendLimits } from '../public-sends/send-limits.ts';
import { verificationText, voucherMessages } from './messages.ts';

export type VoucherSettings = Pick<Env, 'VERIFICATION_CODE_TTL_SECONDS' | 'VERIFICATION_MAX_ATTEMPTS' | 'VERIFICATION_RESEND_SECONDS'>;

export interface VoucherServiceOptions {
  db: Kysely<Database>;
  settings: VoucherSettings;
  phoneRules: PhoneRules;
  limits: SendLimits;
  issuer: PromoCodeIssuer;
  /** Told of each voucher sent to a phone once its transaction committed (not of replays), for the metrics. */
  onVoucherSent: () => void;
}

/** The public voucher flow: a visitor's number receives a voucher, after an SMS code when the promotion asks for one. */
export function createVoucherService({ db, settings, phoneRules, limits, issuer, onVoucherSent }: VoucherServiceOptions) {
  const promotions = createPromotionsRepository(db);

  /** Creates or refreshes the verification code of a pending voucher and queues it by SMS. */
  async function sendVerification(trx: Transaction<Database>, promotion: PromotionWithPool, code: PromoCodeRow) {
    const verificationCode = randomVerificationCode();
    const sends = code.verification_sends + 1;
    await createPromoCodesRepository(trx).setVerification(code.id, {
      hash: await hashCode(verificationCode),
      expiresAt: new Date(Date.now() + settings.VERIFICATION_CODE_TTL_SECONDS * 1000),
      sends,
    });
    await limits.countMessage(trx, { phoneNumber: code.phone_number!, promotionId: promotion.id });
    await createOutboxRepository(trx).enqueue({
      channel: 'sms',
      to: code.phone_number!,
      kind: 'voucher_verification',
      text: verificationText(promotion.name, verificationCode, settings.VERIFICATION_CODE_TTL_SECONDS),
      idempotencyKey: `voucher-verification:${code.id}:${sends}`,
    });
  }

  async function sendInTransaction(trx: Transaction<Database>, promotion: PromotionWithPool, phoneNumber: string): Promise<VoucherSendResult> {
    if (!promotion.require_verification) {
      await issuer.issueToPhone(trx, promotion, phoneNumber, null);
      // The voucher went to the phone; its id would let the caller read it without holding that phone.
      return { verificationSent: false, voucherSent: true, id: '' };
    }
    const code = await issuer.holdForPhone(trx, promotion, phoneNumber, null);
    // A double click or a retry shortly after a send answers with the code already on its way.
    const recentlySent =
      code.verification_sent_at !== null &&
      Date.now() - code.verification_sent_at.getTime() < settings.VERIFICATION_RESEND_SECONDS * 1000 &&
      code.verification_expires_at !== null &&
      code.verification_expires_at.getTime() > Date.now();
    if (!recentlySent) await sendVerification(trx, promotion, code);
    return { verificationSent: true, voucherSent: false, id: code.id };
  }

  async function findPromotion(publicId: string): Promise<PromotionWithPool> {
    const promotion = await promotions.findByPublicId(publicId);
    if (!promotion) throw new DomainError('not-found', voucherMessages.promotionNotFound);
    return promotion;
  }

  return {
    async getPromotion(publicId: string): Promise<VoucherPromotion> {
      const promotion = await findPromotion(publicId);
      return { name: promotion.name, isAvailable: promotion.is_available, requireVerification: promotion.require_verification };
    },

    /** The voucher, or a verification code first when the promotion asks for one. */
    async send(input: {
      publicId: string;
      phoneNumber: string;
      ip: string;
      proofOfWork: string | undefined;
      idempotency: IdempotencyKey | null;
    }): Promise<VoucherSendResult> {
      const promotion = await findPromotion(input.publicId);
      if (!promotion.is_available) throw new DomainError('gone', promoCodeMessages.offerEnded);
      const phoneNumber = normalisePhoneNumber(input.phoneNumber, phoneRules);
      // Set by the work, which a replay does not run; read once the transaction has committed.
      let sent = false;
      const result = await withIdempotency(db, input.idempotency, {
        before: () => limits.checkRequest(db, { ip: input.ip, proofOfWork: input.proofOfWork }),
        work: async (trx) => {
          const answer = await sendInTransaction(trx, promotion, phoneNumber);
          sent = answer.voucherSent;
          return answer;
        },
      });
      if (sent) onVoucherSent();
      return result;
    },

    /** Checks the code and sends the voucher. */
    async verify(input: { id: string; verificationCode: string }): Promise<VoucherSendResult> {
      const sent: VoucherSendResult = { verificationSent: false, voucherSent: true, id: input.id };
      const found = await createPromoCodesRepository(db).findById(input.id);
      if (!found || !found.phone_number) throw new DomainError('not-found', voucherMessages.voucherNotFound);
      // Verifying again after success (a double submit) changes nothing and sends nothing.
      if (found.status === 'issued') return sent;
      await limits.checkVerifyAttempt(db, found.phone_number);
      const promotion = (await promotions.findById(found.promotion_id))!;
      const outcome = await db.transaction().execute(async (trx) => {
        const codes = createPromoCodesRepository(trx);
        const code = (await codes.findById(input.id, { lock: true }))!;
        if (code.status === 'issued') return 'already-issued' as const;
        if (!code.verification_hash || code.verification_attempts >= settings.VERIFICATION_MAX_ATTEMPTS) return 'locked' as const;
        if (!code.verification_expires_at || code.verification_expires_at.getTime() <= Date.now()) return 'expired' as const;
        // Stored with scrypt and a salt of its own, as account codes are (docs/decisions/007-one-time-codes.md).
        if (!(await codeMatches(input.verificationCode, code.verification_hash))) {
          // Committed on purpose: a wrong guess must count even though the request fails.
          await codes.recordWrongVerification(code.id);
          return 'wrong' as const;
        }
        await issuer.completePhoneVerification(trx, promotion, code);
        return 'issued' as const;
      });
      if (outcome === 'wrong') throw new DomainError('invalid', voucherMessages.wrongCode);
      if (outcome === 'expired') throw new DomainError('gone', voucherMessages.codeExpired);
      if (outcome === 'locked') {
        throw new DomainError('too-many', voucherMessages.tooManyAttempts, { retryAfterSeconds: settings.VERIFICATION_RESEND_SECONDS || 1, reason: 'verify-attempts' });
      }
      if (outcome === 'issued') onVoucherSent();
      return sent;
    },
  };
}
export type VoucherService = ReturnType<typeof createVoucherService>;
