import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { type RateLimit, hitRateLimit, pruneRateLimitCountersNowAndThen } from './rate-limit-counters.ts';

const HOUR = 3600;
const DAY = 86_400;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a while and try again.';
export const DAILY_CAP_REACHED = 'We cannot send any more messages today. Please try again tomorrow.';
export const PROMOTER_QUOTA_REACHED = "This promoter link has reached today's sending limit.";

/** An answer of 429 with Retry-After, thrown once a limit is passed. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** Which limit, for logs and the promoter send record; never holds a number. */
    readonly limit: string,
  ) {
    super(message);
  }
}

/** Phone numbers are hashed into counter keys so the counters table holds no numbers. */
function phoneKey(e164: string): string {
  return createHash('sha256').update(e164).digest('base64url').slice(0, 22);
}

export interface SendRequest {
  ip: string;
  /** E.164. */
  phoneNumber: string;
  promotionId?: number;
  promoter?: { id: number; dailyQuota: number };
}

/**
 * The limits in front of every public endpoint that makes the server send a message (OWASP
 * API4:2023, SMS pumping). Counters live in PostgreSQL so they hold across server instances.
 */
export function createSendLimits(env: Env, log: FastifyBaseLogger) {
  async function enforce(db: Kysely<Database>, limits: { name: string; limit: RateLimit; message?: string }[]) {
    for (const { name, limit, message } of limits) {
      const hit = await hitRateLimit(db, limit);
      if (!hit.allowed) throw new RateLimitedError(message ?? TOO_MANY_REQUESTS, hit.retryAfterSeconds, name);
    }
  }

  return {
    /** Counts a send request against the IP, number, prefix, promotion and promoter limits. */
    async checkSend(db: Kysely<Database>, request: SendRequest): Promise<void> {
      await pruneRateLimitCountersNowAndThen(db);
      const digits = request.phoneNumber.replace(/\D/g, '');
      const limits: { name: string; limit: RateLimit; message?: string }[] = [
        { name: 'ip', limit: { key: `send:ip:${request.ip}`, limit: env.SEND_LIMIT_IP_PER_HOUR, windowSeconds: HOUR } },
        { name: 'phone', limit: { key: `send:phone:${phoneKey(request.phoneNumber)}`, limit: env.SEND_LIMIT_PHONE_PER_DAY, windowSeconds: DAY } },
        {
          name: 'prefix',
          limit: { key: `send:prefix:${digits.slice(0, env.SEND_LIMIT_PREFIX_DIGITS)}`, limit: env.SEND_LIMIT_PREFIX_PER_HOUR, windowSeconds: HOUR },
        },
      ];
      if (request.promotionId !== undefined) {
        limits.push({
          name: 'promotion',
          limit: { key: `send:promotion:${request.promotionId}`, limit: env.SEND_LIMIT_PROMOTION_PER_HOUR, windowSeconds: HOUR },
        });
      }
      if (request.promoter) {
        limits.push({
          name: 'promoter',
          limit: { key: `send:promoter:${request.promoter.id}`, limit: request.promoter.dailyQuota, windowSeconds: DAY },
          message: PROMOTER_QUOTA_REACHED,
        });
      }
      await enforce(db, limits);
    },

    /** Counts a verification attempt for a number, across all its codes. */
    async checkVerifyAttempt(db: Kysely<Database>, phoneNumber: string): Promise<void> {
      await enforce(db, [
        {
          name: 'verify',
          limit: { key: `verify:phone:${phoneKey(phoneNumber)}`, limit: env.VERIFICATION_LIMIT_PHONE_PER_HOUR, windowSeconds: HOUR },
        },
      ]);
    },

    /**
     * Counts one outgoing message against the global daily cap, in the transaction that enqueues it:
     * a rolled-back send does not use up the cap. Passing the cap stops all public sending until
     * midnight UTC and every refused message is logged at error level so that monitoring picks it up.
     */
    async countMessage(trx: Transaction<Database>): Promise<void> {
      const hit = await hitRateLimit(trx, { key: 'send:global', limit: env.SEND_DAILY_CAP, windowSeconds: DAY });
      if (hit.allowed) return;
      log.error({ alert: 'SEND_DAILY_CAP_REACHED', cap: env.SEND_DAILY_CAP }, 'DAILY MESSAGE CAP REACHED: public SMS/WhatsApp sending is stopped until midnight UTC');
      throw new RateLimitedError(DAILY_CAP_REACHED, hit.retryAfterSeconds, 'daily-cap');
    },
  };
}
export type SendLimits = ReturnType<typeof createSendLimits>;

/** Sets Retry-After on the answer when `error` is a passed limit; call before rethrowing. */
export function withRetryAfter(reply: FastifyReply, error: unknown): unknown {
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  return error;
}
