import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { createRateLimitCounters } from '../modules/rate-limits/rate-limit-counters.ts';
import { DomainError } from '../errors/domain-error.ts';
import { TooManyAttempts } from './messages.ts';

const WINDOW_SECONDS = 15 * 60;

export interface DelayPolicy {
  /** Failed sign-ins an account may have in the window before attempts on it wait. */
  freeFailures: number;
  maxDelaySeconds: number;
}

/** How long an attempt on an account with `failures` recent failed sign-ins waits before its password is checked. */
export function signInDelaySeconds(failures: number, { freeFailures, maxDelaySeconds }: DelayPolicy): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, 2 ** (failures - freeFailures));
}

/** E-mail addresses are hashed into counter keys so the counters table holds no addresses. */
function addressKey(prefix: string, email: string): string {
  return `${prefix}:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
}

const authorizationKey = (ip: string) => `authorize:ip:${ip}`;

/** The start of the counting window an epoch time (in seconds) falls in. */
const windowStartOf = (epochSeconds: number) => new Date(Math.floor(epochSeconds / WINDOW_SECONDS) * WINDOW_SECONDS * 1000);

export interface SignInAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * The limits in front of the embedded provider's password check (docs/decisions/020-sign-in-throttling.md),
 * counted in PostgreSQL so they hold across server instances:
 * - a ceiling of failed sign-ins per client address, all e-mails together (password spraying): past it
 *   the address gets 429 until the window ends;
 * - per account, from any address, a wait before the password check that doubles with each failure past
 *   the free ones, up to a cap. It slows guessing at one account without ever refusing its owner;
 * - a ceiling of sign-in pages per client address left unfinished (ADR 054): each authorization request
 *   stores an interaction, so without it one address could fill the provider's table.
 */
export function createSignInThrottle(db: Kysely<Database>, env: Env) {
  const counters = createRateLimitCounters(db);
  const delayPolicy: DelayPolicy = { freeFailures: env.SIGN_IN_LIMIT_PER_15_MINUTES, maxDelaySeconds: env.SIGN_IN_MAX_DELAY_SECONDS };

  async function hitOrRefuse(name: string, key: string, limit: number) {
    const hit = await counters.hit({ key, limit, windowSeconds: WINDOW_SECONDS });
    if (!hit.allowed) throw new DomainError('too-many', TooManyAttempts.message, { retryAfterSeconds: hit.retryAfterSeconds, reason: name });
    return hit;
  }

  return {
    /**
     * Counts an attempt from `ip` before the password is checked (so racing attempts cannot all pass),
     * then waits as long as the account's recent failures ask. Throws a `too-many` domain error past the ceiling.
     */
    async beginSignIn(ip: string, email: string): Promise<SignInAttempt> {
      const ipKey = `sign-in:ip:${ip}`;
      const ipHit = await hitOrRefuse('sign-in-ip', ipKey, env.SIGN_IN_IP_LIMIT_PER_15_MINUTES);
      const account = addressKey('sign-in:account', email);
      const delay = signInDelaySeconds(await counters.count(account, WINDOW_SECONDS), delayPolicy);
      if (delay > 0) await sleep(delay * 1000);
      return {
        // Only failures count against the address, so members behind one shared address keep signing in.
        succeeded: () => counters.release(ipKey, ipHit.windowStart),
        failed: async () => {
          await counters.hit({ key: account, limit: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW_SECONDS });
        },
      };
    },

    /** Counts a registration from `ip`; throws a `too-many` domain error past REGISTRATION_LIMIT_PER_15_MINUTES. */
    async countRegistration(ip: string): Promise<void> {
      await hitOrRefuse('registration-ip', `register:ip:${ip}`, env.REGISTRATION_LIMIT_PER_15_MINUTES);
    },

    /** Counts a password reset request from `ip`; throws a `too-many` domain error past PASSWORD_RESET_IP_LIMIT_PER_15_MINUTES. */
    async countPasswordReset(ip: string): Promise<void> {
      await hitOrRefuse('password-reset-ip', `password-reset:ip:${ip}`, env.PASSWORD_RESET_IP_LIMIT_PER_15_MINUTES);
    },

    /**
     * Whether another reset link may go to `email` in this window. Counted for every address asked about,
     * with an account or not, so the answer to the asker never differs; past the limit nothing is sent.
     */
    async mayMailPasswordReset(email: string): Promise<boolean> {
      const hit = await counters.hit({ key: addressKey('password-reset:address', email), limit: env.PASSWORD_RESET_EMAIL_LIMIT_PER_15_MINUTES, windowSeconds: WINDOW_SECONDS });
      return hit.allowed;
    },

    /**
     * Counts an authorization request from `ip` before the provider stores anything for it; throws a
     * `too-many` domain error past AUTHORIZATION_LIMIT_PER_15_MINUTES.
     */
    async countAuthorization(ip: string): Promise<void> {
      await hitOrRefuse('authorization-ip', authorizationKey(ip), env.AUTHORIZATION_LIMIT_PER_15_MINUTES);
    },

    /**
     * Gives back the hit of an authorization whose sign-in page ended in a sign-in or registration, in the
     * window its interaction was stored (`startedAt`, the interaction's `iat`): only pages left unfinished,
     * which stay stored until they expire, count against the address.
     */
    async authorizationFinished(ip: string, startedAt: number): Promise<void> {
      await counters.release(authorizationKey(ip), windowStartOf(startedAt));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
