import {
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  PromoterCodeParamsSchema,
  PromoterLinkSchema,
  PromoterSendQuerySchema,
  PromoterSendResultSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { IdempotencyKeyReusedError, findReplay, idempotencyKey, runOnce } from '../rate-limits/idempotency.ts';
import { checkPhoneNumber } from '../rate-limits/phone-number.ts';
import { RateLimitedError, type SendLimits, withRetryAfter } from '../rate-limits/send-limits.ts';
import { voucherMessages } from '../vouchers/messages.ts';
import { findPromotionById } from '../vouchers/vouchers.repository.ts';
import type { VoucherService } from '../vouchers/vouchers.service.ts';
import { promoterMessages } from './messages.ts';
import { findPromoterByCode, recordPromoterSend } from './promoters.repository.ts';
import type { PromoterSendOutcome } from './promoters.table.ts';

export interface PromotersRoutesOptions {
  db: Kysely<Database>;
  env: Env;
  vouchers: VoucherService;
  limits: SendLimits;
}

type Executor = Kysely<Database> | Transaction<Database>;

function outcomeOf(error: unknown): PromoterSendOutcome {
  if (error instanceof RateLimitedError) return error.limit === 'promoter' ? 'quota_exceeded' : 'rate_limited';
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 412) return 'already_received';
  if (status === 410) return 'offer_ended';
  return 'failed';
}

export const promotersRoutes: FastifyPluginAsyncZod<PromotersRoutesOptions> = async (app, { db, env, vouchers, limits }) => {
  app.get(
    '/promoters/:uniqueCode',
    {
      schema: {
        tags: ['promoters'],
        summary: "A promoter link: the voucher it sends and whether it still works.",
        params: PromoterCodeParamsSchema,
        response: { 200: PromoterLinkSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const promoter = await findPromoterByCode(db, request.params.uniqueCode);
      if (!promoter) throw app.httpErrors.notFound(promoterMessages.notFound);
      const promotion = (await findPromotionById(db, promoter.promotion_id))!;
      return { voucherName: promotion.name, isValid: promoter.is_active && promotion.is_available };
    },
  );

  app.post(
    '/promoters/:uniqueCode/send',
    {
      schema: {
        tags: ['promoters'],
        summary:
          "Sends the promoter's voucher by WhatsApp to a number, without verification: the promoter stands with the customer. " +
          'Limited by the promoter\'s daily quota and the public send limits; every attempt is recorded.',
        params: PromoterCodeParamsSchema,
        querystring: PromoterSendQuerySchema,
        headers: IdempotencyHeadersSchema,
        response: {
          200: PromoterSendResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          410: ErrorBodySchema,
          412: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const promoter = await findPromoterByCode(db, request.params.uniqueCode);
      if (!promoter) throw app.httpErrors.notFound(promoterMessages.notFound);
      const promotion = (await findPromotionById(db, promoter.promotion_id))!;
      const record = (outcome: PromoterSendOutcome, phoneNumber: string | null, promoCodeId: string | null, executor: Executor = db) =>
        recordPromoterSend(executor, { promoterId: promoter.id, phoneNumber, outcome, promoCodeId, clientIp: request.ip });

      if (!promoter.is_active) throw app.httpErrors.gone(promoterMessages.noLongerValid);
      const checked = checkPhoneNumber(request.query.phoneNumber, env.DEFAULT_PHONE_REGION, env.SMS_ALLOWED_COUNTRIES, env.PHONE_FICTIONAL_PREFIXES);
      if (!checked.ok) {
        await record(checked.reason === 'country' ? 'country_not_allowed' : 'invalid_number', null, null);
        throw app.httpErrors.badRequest(checked.message);
      }
      const phoneNumber = checked.e164;
      if (!promotion.is_available) {
        await record('offer_ended', phoneNumber, null);
        throw app.httpErrors.gone(voucherMessages.offerEnded);
      }
      const header = request.headers['idempotency-key'];
      const key = header ? idempotencyKey(`promoter-send:${promoter.id}`, header, { phoneNumber }) : null;
      if (key) {
        const replay = await findReplay(db, key);
        if (replay.kind === 'replay') return replay.response.body as { voucherSent: boolean; message: string };
        if (replay.kind === 'mismatch') throw new IdempotencyKeyReusedError();
      }
      try {
        await limits.checkSend(db, {
          ip: request.ip,
          phoneNumber,
          promotionId: promotion.id,
          promoter: { id: promoter.id, dailyQuota: promoter.daily_quota },
        });
        return await db.transaction().execute(async (trx) => {
          const send = async () => {
            const code = await vouchers.issueVoucherNow(trx, promotion, phoneNumber, promoter.id);
            await record('sent', phoneNumber, code.id, trx);
            return { statusCode: 200, body: { voucherSent: true, message: promoterMessages.sent } };
          };
          const response = key ? await runOnce(trx, key, send) : await send();
          return response.body as { voucherSent: boolean; message: string };
        });
      } catch (error) {
        if (!(error instanceof IdempotencyKeyReusedError)) await record(outcomeOf(error), phoneNumber, null);
        throw withRetryAfter(reply, error);
      }
    },
  );
};
