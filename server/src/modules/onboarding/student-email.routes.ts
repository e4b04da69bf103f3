import {
  CodeSentSchema,
  ErrorBodySchema,
  type StudentVerification,
  StudentConfirmationQuerySchema,
  StudentEmailInputSchema,
  StudentEmailMessages,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OnboardingRoutesOptions } from './account-verification.routes.ts';
import { isAcademicEmail } from './academic-domains.ts';
import { STUDENT_LINK_RULES } from './code-rules.ts';
import { memberCodes } from './member-codes.repository.ts';
import { memberStatus } from './member-status.repository.ts';
import { onboardingEmails } from './messages.ts';
import { MessageNotQueuedError, checkCode, issueCode } from './one-time-codes.service.ts';

const AWAITING_STUDENT_EMAIL: readonly StudentVerification[] = ['PendingEmailAddress', 'PendingConfirmation'];

/**
 * POST /me/student-email and POST /me/student-confirmation (SPEC 7): members who must prove they are
 * students give an academic address and open the link e-mailed to it.
 */
export const studentEmailRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, { db, members, publicUrl }) => {
  const rules = STUDENT_LINK_RULES;

  app.post(
    '/me/student-email',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'E-mails a verification link to the member’s student address; asking again sends a new link.',
        body: StudentEmailInputSchema,
        response: {
          200: CodeSentSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          410: ErrorBodySchema,
          417: ErrorBodySchema,
          424: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      if (!AWAITING_STUDENT_EMAIL.includes(member.student_verification as StudentVerification)) {
        throw app.httpErrors.gone(StudentEmailMessages.noCurrentVerification);
      }
      const address = request.body.emailAddress;
      if (!isAcademicEmail(address)) throw app.httpErrors.expectationFailed(StudentEmailMessages.notStudentAddress);
      const previous = await memberCodes.latest(db, member.id, rules.purpose);
      if (previous && previous.sent_to.toLowerCase() !== address.toLowerCase()) {
        throw app.httpErrors.conflict(StudentEmailMessages.addressChanged);
      }
      try {
        const result = await issueCode(db, {
          memberId: member.id,
          rules,
          sentTo: address,
          compose: (code) => onboardingEmails.studentLink(member.first_name, `${publicUrl}/student-verification/${code}`, rules.ttlSeconds / 3600),
          alsoInTransaction: (trx) => memberStatus.setStudentVerification(trx, member.id, 'PendingConfirmation'),
        });
        if (result.kind === 'rate-limited') {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw app.httpErrors.tooManyRequests(StudentEmailMessages.tooManySends);
        }
        return { sentTo: address, expiresAt: result.expiresAt.toISOString() };
      } catch (error) {
        if (!(error instanceof MessageNotQueuedError)) throw error;
        request.log.error({ err: error }, 'student verification e-mail not queued');
        throw app.httpErrors.failedDependency(StudentEmailMessages.notQueued);
      }
    },
  );

  app.post(
    '/me/student-confirmation',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Confirms the student address with the code from the e-mailed link.',
        querystring: StudentConfirmationQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema, 410: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      if (member.student_verification !== 'PendingConfirmation') {
        throw app.httpErrors.gone(StudentEmailMessages.noCurrentVerification);
      }
      const result = await checkCode(db, {
        memberId: member.id,
        rules,
        code: request.query.verificationCode,
        onMatch: (trx) => memberStatus.setStudentVerification(trx, member.id, 'Verified'),
      });
      switch (result) {
        case 'matched':
          return reply.status(204).send(null);
        case 'mismatch':
          throw app.httpErrors.badRequest(StudentEmailMessages.linkNotValid);
        case 'expired':
          // Back to asking for the address, so the dashboard offers the member a new link.
          await memberStatus.setStudentVerification(db, member.id, 'PendingEmailAddress');
          throw app.httpErrors.gone(StudentEmailMessages.linkExpired);
        case 'none':
          throw app.httpErrors.gone(StudentEmailMessages.noCurrentVerification);
      }
    },
  );
};
