import { ErrorBodySchema, IdempotencyHeadersSchema, MobileSignupInputSchema, MobileSignupResultSchema, type MobileSignupResult } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { enqueueMessage } from '../outbox/outbox.repository.ts';
import { IdempotencyKeyReusedError, findReplay, idempotencyKey, runOnce } from '../rate-limits/idempotency.ts';
import { type SendLimits, withRetryAfter } from '../rate-limits/send-limits.ts';
import { randomPublicId } from '../vouchers/public-ids.ts';
import { normalisePhoneOrThrow } from '../vouchers/vouchers.service.ts';
import { mobileSignupMessages, signupLinkText } from './messages.ts';
import { findPendingSignup, insertSignup, isActiveRegistrationSource, isMobileRegistered } from './mobile-signup.repository.ts';

export interface MobileSignupRoutesOptions {
  db: Kysely<Database>;
  env: Env;
  publicUrl: string;
  limits: SendLimits;
}

export const mobileSignupRoutes: FastifyPluginAsyncZod<MobileSignupRoutesOptions> = async (app, { db, env, publicUrl, limits }) => {
  app.post(
    '/mobile-signup',
    {
      schema: {
        tags: ['mobile-signup'],
        summary:
          'Texts a link ({publicUrl}/m/{code}) that completes the registration of a mobile number; 409 when the number is already registered.',
        headers: IdempotencyHeadersSchema,
        body: MobileSignupInputSchema,
        response: { 201: MobileSignupResultSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const mobileNumber = normalisePhoneOrThrow(env, request.body.mobileNumber);
      if (!(await isActiveRegistrationSource(db, request.body.registrationSourceId))) {
        throw app.httpErrors.badRequest(mobileSignupMessages.unknownSource);
      }
      if (await isMobileRegistered(db, mobileNumber)) throw app.httpErrors.conflict(mobileSignupMessages.alreadyRegistered);
      const header = request.headers['idempotency-key'];
      const key = header ? idempotencyKey('mobile-signup', header, { mobileNumber, registrationSourceId: request.body.registrationSourceId }) : null;
      reply.status(201);
      if (key) {
        const replay = await findReplay(db, key);
        if (replay.kind === 'replay') return replay.response.body as MobileSignupResult;
        if (replay.kind === 'mismatch') throw new IdempotencyKeyReusedError();
      }
      try {
        await limits.checkSend(db, { ip: request.ip, phoneNumber: mobileNumber });
        return await db.transaction().execute(async (trx) => {
          const signUp = async () => {
            const pending = await findPendingSignup(trx, mobileNumber);
            // A second tap straight after the first answers with the link already on its way.
            if (pending && Date.now() - pending.created_at.getTime() < env.VERIFICATION_RESEND_SECONDS * 1000) {
              return { statusCode: 201, body: { sent: true as const, expiresAt: pending.expires_at.toISOString() } };
            }
            const code = randomPublicId();
            const expiresAt = new Date(Date.now() + env.MOBILE_SIGNUP_LINK_TTL_HOURS * 3_600_000);
            const id = await insertSignup(trx, { code, mobileNumber, registrationSourceId: request.body.registrationSourceId, expiresAt });
            await limits.countMessage(trx);
            await enqueueMessage(trx, {
              channel: 'sms',
              to: mobileNumber,
              text: signupLinkText(`${publicUrl}/m/${code}`, env.MOBILE_SIGNUP_LINK_TTL_HOURS),
              idempotencyKey: `mobile-signup:${id}`,
            });
            return { statusCode: 201, body: { sent: true as const, expiresAt: expiresAt.toISOString() } };
          };
          const response = key ? await runOnce(trx, key, signUp) : await signUp();
          return response.body as MobileSignupResult;
        });
      } catch (error) {
        throw withRetryAfter(reply, error);
      }
    },
  );
};
