import { httpErrors } from '@fastify/sensible';
import type { VoucherPromotion, VoucherSendResult } from '@venue-pass/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { enqueueMessage } from '../outbox/outbox.repository.ts';
import { type IdempotencyKey, IdempotencyKeyReusedError, findReplay, runOnce } from '../rate-limits/idempotency.ts';
import { checkPhoneNumber } from '../rate-limits/phone-number.ts';
import { RateLimitedError, type SendLimits } from '../rate-limits/send-limits.ts';
import { voucherMessages, verificationText, voucherText } from './messages.ts';
import { codeMatches, hashCode } from '../onboarding/one-time-code.ts';
import { randomVerificationCode } from './public-ids.ts';
import {
  type PromotionWithPool,
  findPhoneCode,
  findPromoCode,
  findPromotionById,
  findPromotionByPublicId,
  insertPromoCode,
  takeFromPool,
} from './vouchers.repository.ts';
import type { PromoCodeRow } from './vouchers.table.ts';

const DAY_MS = 86_400_000;

export interface VoucherServiceOptions {
  db: Kysely<Database>;
  env: Env;
  publicUrl: string;
  limits: SendLimits;
}

/** A normalised destination, or the 400 that explains why the number cannot be used. */
export function normalisePhoneOrThrow(env: Env, input: string): string {
  const checked = checkPhoneNumber(input, env.DEFAULT_PHONE_REGION, env.SMS_ALLOWED_COUNTRIES, env.PHONE_FICTIONAL_PREFIXES);
  if (!checked.ok) throw httpErrors.badRequest(checked.message);
  return checked.e164;
}

export function createVoucherService({ db, env, publicUrl, limits }: VoucherServiceOptions) {
  function voucherExpiry(promotion: PromotionWithPool): Date {
    return new Date(Math.min(promotion.ends_at.getTime(), Date.now() + promotion.voucher_valid_days * DAY_MS));
  }

  /** Marks a code issued and queues the voucher by WhatsApp; the outbox key makes a second call a no-op. */
  async function deliverVoucher(trx: Transaction<Database>, promotion: PromotionWithPool, code: PromoCodeRow, promoterId: number | null) {
    const expiresAt = voucherExpiry(promotion);
    await trx
      .updateTable('promo_codes')
      .set({
        status: 'issued',
        issued_at: new Date(),
        expires_at: expiresAt,
        verification_hash: null,
        verification_expires_at: null,
        promoter_id: promoterId ?? code.promoter_id,
      })
      .where('id', '=', code.id)
      .execute();
    await limits.countMessage(trx);
    await enqueueMessage(trx, {
      channel: 'whatsapp',
      to: code.phone_number!,
      text: voucherText({
        promotionName: promotion.name,
        venueName: promotion.venue_name,
        link: `${publicUrl}/q/${code.id}`,
        code: code.code,
        expiresAt,
      }),
      idempotencyKey: `voucher:${code.id}`,
    });
  }

  /** Creates or refreshes the verification code of a pending voucher and queues it by SMS. */
  async function sendVerification(trx: Transaction<Database>, promotion: PromotionWithPool, code: PromoCodeRow) {
    const verificationCode = randomVerificationCode();
    const sends = code.verification_sends + 1;
    await trx
      .updateTable('promo_codes')
      .set({
        verification_hash: await hashCode(verificationCode),
        verification_expires_at: new Date(Date.now() + env.VERIFICATION_CODE_TTL_SECONDS * 1000),
        verification_attempts: 0,
        verification_sends: sends,
        verification_sent_at: new Date(),
      })
      .where('id', '=', code.id)
      .execute();
    await limits.countMessage(trx);
    await enqueueMessage(trx, {
      channel: 'sms',
      to: code.phone_number!,
      text: verificationText(promotion.name, verificationCode, env.VERIFICATION_CODE_TTL_SECONDS),
      idempotencyKey: `voucher-verification:${code.id}:${sends}`,
    });
  }

  /**
   * Issues a voucher to a number straight away (no verification: the promotion does not ask for it, or
   * a promoter stands with the customer). 412 when the number already holds this promotion's voucher.
   */
  async function issueVoucherNow(
    trx: Transaction<Database>,
    promotion: PromotionWithPool,
    phoneNumber: string,
    promoterId: number | null,
  ): Promise<PromoCodeRow> {
    const code =
      (await insertPromoCode(trx, {
        pool_id: promotion.pool_id,
        promotion_id: promotion.id,
        phone_number: phoneNumber,
        member_id: null,
        promoter_id: promoterId,
        status: 'pending_verification',
        verification_hash: null,
        verification_expires_at: null,
        verification_sent_at: null,
        issued_at: null,
        expires_at: null,
      })) ?? (await findPhoneCode(trx, promotion.id, phoneNumber))!;
    if (code.status === 'issued') throw httpErrors.preconditionFailed(voucherMessages.alreadyReceived);
    if (!(await takeFromPool(trx, promotion.pool_id))) throw httpErrors.gone(voucherMessages.offerEnded);
    await deliverVoucher(trx, promotion, code, promoterId);
    return code;
  }

  async function sendInTransaction(trx: Transaction<Database>, promotion: PromotionWithPool, phoneNumber: string): Promise<VoucherSendResult> {
    if (!promotion.require_verification) {
      const code = await issueVoucherNow(trx, promotion, phoneNumber, null);
      return { verificationSent: false, voucherSent: true, id: code.id };
    }
    const inserted = await insertPromoCode(trx, {
      pool_id: promotion.pool_id,
      promotion_id: promotion.id,
      phone_number: phoneNumber,
      member_id: null,
      promoter_id: null,
      status: 'pending_verification',
      verification_hash: null,
      verification_expires_at: null,
      verification_sent_at: null,
      issued_at: null,
      expires_at: null,
    });
    const code = inserted ?? (await findPhoneCode(trx, promotion.id, phoneNumber))!;
    if (code.status === 'issued') throw httpErrors.preconditionFailed(voucherMessages.alreadyReceived);
    // A double click or a retry shortly after a send answers with the code already on its way.
    const recentlySent =
      code.verification_sent_at !== null &&
      Date.now() - code.verification_sent_at.getTime() < env.VERIFICATION_RESEND_SECONDS * 1000 &&
      code.verification_expires_at !== null &&
      code.verification_expires_at.getTime() > Date.now();
    if (!recentlySent) await sendVerification(trx, promotion, code);
    return { verificationSent: true, voucherSent: false, id: code.id };
  }

  return {
    issueVoucherNow,

    async getPromotion(publicId: string): Promise<VoucherPromotion> {
      const promotion = await findPromotionByPublicId(db, publicId);
      if (!promotion) throw httpErrors.notFound(voucherMessages.promotionNotFound);
      return { name: promotion.name, isAvailable: promotion.is_available, requireVerification: promotion.require_verification };
    },

    /** POST /api/vouchers/send: the voucher, or a verification code first when the promotion asks for one. */
    async send(input: { publicId: string; phoneNumber: string; ip: string; idempotency: IdempotencyKey | null }): Promise<VoucherSendResult> {
      const promotion = await findPromotionByPublicId(db, input.publicId);
      if (!promotion) throw httpErrors.notFound(voucherMessages.promotionNotFound);
      if (!promotion.is_available) throw httpErrors.gone(voucherMessages.offerEnded);
      const phoneNumber = normalisePhoneOrThrow(env, input.phoneNumber);
      if (input.idempotency) {
        const replay = await findReplay(db, input.idempotency);
        if (replay.kind === 'replay') return replay.response.body as VoucherSendResult;
        if (replay.kind === 'mismatch') throw new IdempotencyKeyReusedError();
      }
      await limits.checkSend(db, { ip: input.ip, phoneNumber, promotionId: promotion.id });
      return db.transaction().execute(async (trx) => {
        if (!input.idempotency) return sendInTransaction(trx, promotion, phoneNumber);
        const response = await runOnce(trx, input.idempotency, async () => ({
          statusCode: 200,
          body: await sendInTransaction(trx, promotion, phoneNumber),
        }));
        return response.body as VoucherSendResult;
      });
    },

    /** POST /api/vouchers/verify: checks the code and sends the voucher. */
    async verify(input: { id: string; verificationCode: string }): Promise<VoucherSendResult> {
      const sent: VoucherSendResult = { verificationSent: false, voucherSent: true, id: input.id };
      const found = await findPromoCode(db, input.id);
      if (!found || !found.phone_number) throw httpErrors.notFound(voucherMessages.voucherNotFound);
      // Verifying again after success (a double submit) changes nothing and sends nothing.
      if (found.status === 'issued') return sent;
      await limits.checkVerifyAttempt(db, found.phone_number);
      const promotion = (await findPromotionById(db, found.promotion_id))!;
      const outcome = await db.transaction().execute(async (trx) => {
        const code = (await findPromoCode(trx, input.id, { lock: true }))!;
        if (code.status === 'issued') return 'ok' as const;
        if (!code.verification_hash || code.verification_attempts >= env.VERIFICATION_MAX_ATTEMPTS) return 'locked' as const;
        if (!code.verification_expires_at || code.verification_expires_at.getTime() <= Date.now()) return 'expired' as const;
        // Stored with scrypt and a salt of its own, as account codes are (docs/decisions/007-one-time-codes.md).
        if (!(await codeMatches(input.verificationCode, code.verification_hash))) {
          // Committed on purpose: a wrong guess must count even though the request fails.
          await trx
            .updateTable('promo_codes')
            .set({ verification_attempts: code.verification_attempts + 1 })
            .where('id', '=', code.id)
            .execute();
          return 'wrong' as const;
        }
        if (!(await takeFromPool(trx, promotion.pool_id))) throw httpErrors.gone(voucherMessages.offerEnded);
        await deliverVoucher(trx, promotion, code, null);
        return 'ok' as const;
      });
      if (outcome === 'wrong') throw httpErrors.badRequest(voucherMessages.wrongCode);
      if (outcome === 'expired') throw httpErrors.gone(voucherMessages.codeExpired);
      if (outcome === 'locked') throw new RateLimitedError(voucherMessages.tooManyAttempts, env.VERIFICATION_RESEND_SECONDS || 1, 'verify-attempts');
      return sent;
    },
  };
}
export type VoucherService = ReturnType<typeof createVoucherService>;
