import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type RateLimit, TOO_MANY_REQUESTS, createRateLimitCounters } from '../rate-limits/rate-limit-counters.ts';
import type { ProofOfWork } from './proof-of-work.ts';

const HOUR = 3600;
const DAY = 86_400;

export const DAILY_CAP_REACHED = 'We cannot send any more messages today. Please try again tomorrow.';
export const PROMOTER_QUOTA_REACHED = "This promoter link has reached today's sending limit.";
/** Answered with 428 when a request must first carry a solved proof of work; the SPA solves it and retries. */
export const PROOF_OF_WORK_REQUIRED = 'Please wait a moment while we check your request.';

/** Phone numbers are hashed into counter keys so the counters table holds no numbers. */
function hashPhoneNumber(e164: string): string {
  return createHash('sha256').update(e164).digest('base64url').slice(0, 22);
}

export type SendLimitSettings = Pick<
  Env,
  | 'SEND_LIMIT_IP_PER_HOUR'
  | 'SEND_POW_AFTER_PER_IP'
  | 'SEND_LIMIT_PHONE_PER_DAY'
  | 'SEND_LIMIT_PREFIX_PER_HOUR'
  | 'SEND_LIMIT_PREFIX_DIGITS'
  | 'SEND_LIMIT_PROMOTION_PER_HOUR'
  | 'SEND_DAILY_CAP'
  | 'VERIFICATION_LIMIT_PHONE_PER_HOUR'
>;

export interface SendRequest {
  ip: string;
  /** The solved proof of work the request carried, if any (PROOF_OF_WORK_HEADER). */
  proofOfWork: string | undefined;
}

/** One message about to be queued, and who it is for. */
export interface OutgoingMessage {
  /** E.164. */
  phoneNumber: string;
  promotionId?: number;
  promoter?: { id: number; dailyQuota: number };
}

type NamedLimit = RateLimit & { name: string; message?: string };

/**
 * The limits in front of every public endpoint that makes the server send a message (OWASP API4:2023,
 * SMS pumping). Requests are limited per client IP, and past a lower threshold each must carry a solved
 * proof of work. Everything a stranger could use to block someone else (a number's daily limit, a
 * number range, a promotion, a promoter's quota, the global cap) counts only messages actually queued,
 * inside the transaction that queues them: asking again for what was already sent uses up nothing.
 * Counters live in PostgreSQL so they hold across server instances.
 */
export function createSendLimits(env: SendLimitSettings, log: Pick<FastifyBaseLogger, 'error'>, proofOfWork: ProofOfWork) {
  async function enforce(db: Kysely<Database> | Transaction<Database>, limits: NamedLimit[]) {
    const counters = createRateLimitCounters(db);
    for (const limit of limits) await counters.enforce(limit, limit.message);
  }

  return {
    /** Counts a public send request against its client IP, before any work and whatever its outcome. */
    async checkRequest(db: Kysely<Database>, request: SendRequest): Promise<void> {
      const counters = createRateLimitCounters(db);
      const hit = await counters.hit({ key: `send:ip:${request.ip}`, limit: env.SEND_LIMIT_IP_PER_HOUR, windowSeconds: HOUR });
      if (!hit.allowed) throw new DomainError('too-many', TOO_MANY_REQUESTS, { retryAfterSeconds: hit.retryAfterSeconds, reason: 'ip' });
      if (hit.count > env.SEND_POW_AFTER_PER_IP && !(await proofOfWork.verify(db, request.proofOfWork))) {
        throw new DomainError('precondition-required', PROOF_OF_WORK_REQUIRED, { reason: 'proof-of-work' });
      }
    },

    /**
     * Counts one message against its number, number range, promotion, promoter and the global daily cap,
     * in the transaction that queues it: a refused or rolled-back send uses up nothing. Passing the global
     * cap stops all public sending until midnight UTC, and each refusal is logged at error level so that
     * monitoring picks it up.
     */
    async countMessage(trx: Transaction<Database>, message: OutgoingMessage): Promise<void> {
      const digits = message.phoneNumber.replace(/\D/g, '');
      const limits: NamedLimit[] = [
        { name: 'phone', key: `send:phone:${hashPhoneNumber(message.phoneNumber)}`, limit: env.SEND_LIMIT_PHONE_PER_DAY, windowSeconds: DAY },
        { name: 'prefix', key: `send:prefix:${digits.slice(0, env.SEND_LIMIT_PREFIX_DIGITS)}`, limit: env.SEND_LIMIT_PREFIX_PER_HOUR, windowSeconds: HOUR },
      ];
      if (message.promotionId !== undefined) {
        limits.push({ name: 'promotion', key: `send:promotion:${message.promotionId}`, limit: env.SEND_LIMIT_PROMOTION_PER_HOUR, windowSeconds: HOUR });
      }
      if (message.promoter) {
        limits.push({
          name: 'promoter',
          key: `send:promoter:${message.promoter.id}`,
          limit: message.promoter.dailyQuota,
          windowSeconds: DAY,
          message: PROMOTER_QUOTA_REACHED,
        });
      }
      await enforce(trx, limits);
      const global = await createRateLimitCounters(trx).hit({ key: 'send:global', limit: env.SEND_DAILY_CAP, windowSeconds: DAY });
      if (global.allowed) return;
      log.error({ alert: 'SEND_DAILY_CAP_REACHED', cap: env.SEND_DAILY_CAP }, 'DAILY MESSAGE CAP REACHED: public SMS/WhatsApp sending is stopped until midnight UTC');
      throw new DomainError('too-many', DAILY_CAP_REACHED, { retryAfterSeconds: global.retryAfterSeconds, reason: 'daily-cap' });
    },

    /** Counts a verification attempt for a number, across all its codes. */
    async checkVerifyAttempt(db: Kysely<Database>, phoneNumber: string): Promise<void> {
      await enforce(db, [
        { name: 'verify', key: `verify:phone:${hashPhoneNumber(phoneNumber)}`, limit: env.VERIFICATION_LIMIT_PHONE_PER_HOUR, windowSeconds: HOUR },
      ]);
    },
  };
}
export type SendLimits = ReturnType<typeof createSendLimits>;
