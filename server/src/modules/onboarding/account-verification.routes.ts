import { AccountVerificationMessages, CodeSentSchema, ErrorBodySchema, VerifyAccountInputSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { MembersRepository } from '../me/members.repository.ts';
import { ACCOUNT_CODE_RULES } from './code-rules.ts';
import { memberStatus } from './member-status.repository.ts';
import { onboardingEmails } from './messages.ts';
import { MessageNotQueuedError, checkCode, issueCode } from './one-time-codes.service.ts';

export interface OnboardingRoutesOptions {
  db: Kysely<Database>;
  members: MembersRepository;
  /** The SPA's address, for links in e-mails. */
  publicUrl: string;
}

/** POST /me/verify/send and POST /me/verify (SPEC 7): account verification by a code sent by e-mail. */
export const accountVerificationRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, { db, members, publicUrl }) => {
  const rules = ACCOUNT_CODE_RULES;

  app.post(
    '/me/verify/send',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'E-mails the member a new verification code; the previous code stops working.',
        response: {
          200: CodeSentSchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          424: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      if (member.is_verified) throw app.httpErrors.conflict(AccountVerificationMessages.alreadyVerified);
      try {
        const result = await issueCode(db, {
          memberId: member.id,
          rules,
          sentTo: member.email,
          compose: (code) => onboardingEmails.accountCode(member.first_name, code, rules.ttlSeconds / 60, `${publicUrl}/verify`),
        });
        if (result.kind === 'rate-limited') {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw app.httpErrors.tooManyRequests(AccountVerificationMessages.tooManySends);
        }
        return { sentTo: member.email, expiresAt: result.expiresAt.toISOString() };
      } catch (error) {
        if (!(error instanceof MessageNotQueuedError)) throw error;
        request.log.error({ err: error }, 'verification code e-mail not queued');
        throw app.httpErrors.failedDependency(AccountVerificationMessages.notQueued);
      }
    },
  );

  app.post(
    '/me/verify',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: "Verifies the member's account with the code from the e-mail.",
        body: VerifyAccountInputSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      if (member.is_verified) throw app.httpErrors.conflict(AccountVerificationMessages.alreadyVerified);
      const result = await checkCode(db, {
        memberId: member.id,
        rules,
        code: request.body.verificationCode.toUpperCase(),
        onMatch: (trx) => memberStatus.markVerified(trx, member.id),
      });
      // Expired, used, voided and wrong codes get the same answer: the member's next step is the same.
      if (result !== 'matched') throw app.httpErrors.badRequest(AccountVerificationMessages.codeMismatch);
      return reply.status(204).send(null);
    },
  );
};
