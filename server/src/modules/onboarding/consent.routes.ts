import { ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OnboardingRoutesOptions } from './account-verification.routes.ts';
import { memberStatus } from './member-status.repository.ts';

/** POST /me/consent (SPEC 7): the member agrees to marketing e-mails; the time is recorded. */
export const consentRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, { db, members }) => {
  app.post(
    '/me/consent',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Records the member’s consent to marketing e-mails; repeating it keeps the first time.',
        response: { 204: z.null(), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      await memberStatus.recordMailingConsent(db, member.id);
      return reply.status(204).send(null);
    },
  );
};
