import { type Challenge, type Payload, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Executor } from '../../db/database.ts';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters.ts';

export interface ProofOfWorkOptions {
  /** HMAC secret that signs challenges; every instance behind one address must share it. */
  secret: string;
  /** The largest counter a challenge hides: the client tries about half of it on average. */
  maxNumber: number;
  ttlSeconds: number;
}

/**
 * ALTCHA proof of work (self-hosted, nothing loaded from a third party): the server signs a challenge,
 * the browser searches for the counter that derives the challenge's key, the server checks the answer.
 * A solution works once. It makes every extra public send cost a script seconds of CPU, while a person
 * sending one voucher never meets it.
 */
export function createProofOfWork({ secret, maxNumber, ttlSeconds }: ProofOfWorkOptions) {
  return {
    challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      });
    },

    /** Whether the header holds a valid, unexpired solution not used before; using it spends it. */
    async verify(db: Executor, header: string | undefined): Promise<boolean> {
      if (!header) return false;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
      } catch {
        return false;
      }
      if (!payload?.challenge?.parameters || !payload.solution) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      }).catch(() => undefined);
      if (!result?.verified) return false;
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + ttlSeconds) * 1000);
      return createRateLimitCounters(db).claimOnce(`pow:${payload.challenge.parameters.nonce}`, expiresAt);
    },
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;
