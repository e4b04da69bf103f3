import type { PromoterLink, PromoterSendResult } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { idempotencyKey, withIdempotency } from '../idempotency/idempotency.ts';
import { promoCodeMessages } from '../promo-codes/messages.ts';
import type { PromoCodeIssuer } from '../promo-codes/promo-code-issuer.ts';
import { createPromotionsRepository } from '../promotions/promotions.repository.ts';
import { type PhoneRules, normalisePhoneNumber } from '../public-sends/phone-number.ts';
import type { SendLimits } from '../public-sends/send-limits.ts';
import { promoterMessages } from './messages.ts';
import { createPromotersRepository } from './promoters.repository.ts';
import type { PromoterRow, PromoterSendOutcome } from './promoters.table.ts';

/** How a refused send is recorded, read from the domain error's reason. */
function outcomeOf(error: unknown): PromoterSendOutcome {
  if (!(error instanceof DomainError)) return 'failed';
  switch (error.details.reason) {
    case 'promoter':
      return 'quota_exceeded';
    case 'already_received':
    case 'offer_ended':
    case 'invalid_number':
    case 'country_not_allowed':
      return error.details.reason;
    default:
      return error.kind === 'too-many' ? 'rate_limited' : 'failed';
  }
}

export interface PromoterServiceOptions {
  db: Kysely<Database>;
  phoneRules: PhoneRules;
  limits: SendLimits;
  issuer: PromoCodeIssuer;
  /** Told of each voucher sent to a phone once its transaction committed (not of replays), for the metrics. */
  onVoucherSent: () => void;
}

/** Promoter links: a promoter standing with a customer sends them the promotion's voucher. */
export function createPromoterService({ db, phoneRules, limits, issuer, onVoucherSent }: PromoterServiceOptions) {
  const promoters = createPromotersRepository(db);
  const promotions = createPromotionsRepository(db);

  async function findPromoter(uniqueCode: string): Promise<PromoterRow> {
    const promoter = await promoters.findByCode(uniqueCode);
    if (!promoter) throw new DomainError('not-found', promoterMessages.notFound);
    return promoter;
  }

  return {
    async link(uniqueCode: string): Promise<PromoterLink> {
      const promoter = await findPromoter(uniqueCode);
      const promotion = (await promotions.findById(promoter.promotion_id))!;
      return { voucherName: promotion.name, isValid: promoter.is_active && promotion.is_available };
    },

    /**
     * Sends the voucher without verification: the promoter stands with the customer. Bounded by the
     * promoter's daily quota and the public send limits; every attempt is recorded, refusals too.
     */
    async send(input: {
      uniqueCode: string;
      phoneNumber: string;
      ip: string;
      proofOfWork: string | undefined;
      idempotencyHeader: string | undefined;
    }): Promise<PromoterSendResult> {
      const promoter = await findPromoter(input.uniqueCode);
      if (!promoter.is_active) throw new DomainError('gone', promoterMessages.noLongerValid);
      const promotion = (await promotions.findById(promoter.promotion_id))!;
      const record = (outcome: PromoterSendOutcome, phoneNumber: string | null, promoCodeId: string | null, executor = promoters) =>
        executor.recordSend({ promoterId: promoter.id, phoneNumber, outcome, promoCodeId, clientIp: input.ip });

      let phoneNumber: string | null = null;
      try {
        phoneNumber = normalisePhoneNumber(input.phoneNumber, phoneRules);
        if (!promotion.is_available) throw new DomainError('gone', promoCodeMessages.offerEnded, { reason: 'offer_ended' });
        const to = phoneNumber;
        const key = input.idempotencyHeader ? idempotencyKey(`promoter-send:${promoter.id}`, input.idempotencyHeader, { phoneNumber: to }) : null;
        // Set by the work, which a replay does not run; read once the transaction has committed.
        let sent = false;
        const result = await withIdempotency(db, key, {
          before: () => limits.checkRequest(db, { ip: input.ip, proofOfWork: input.proofOfWork }),
          work: async (trx) => {
            const code = await issuer.issueToPhone(trx, promotion, to, { id: promoter.id, dailyQuota: promoter.daily_quota });
            await record('sent', to, code.id, createPromotersRepository(trx));
            sent = true;
            return { voucherSent: true, message: promoterMessages.sent };
          },
        });
        if (sent) onVoucherSent();
        return result;
      } catch (error) {
        // A reused key is the caller's mistake about an earlier send, not a new attempt to record.
        if (!(error instanceof DomainError && error.details.reason === 'idempotency-key-reused')) {
          await record(outcomeOf(error), phoneNumber, null);
        }
        throw error;
      }
    },
  };
}
export type PromoterService = ReturnType<typeof createPromoterService>;
