import {
  AdminMemberExportSchema,
  CLOSE_ACCOUNT_MAX_SIGN_IN_AGE_SECONDS,
  CloseAccountInputSchema,
  CloseAccountMessages,
  ErrorBodySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { selfServiceActorOf } from '../admin/admin-actor.ts';
import type { AdminMembersService } from '../admin/members/admin-members.service.ts';
import type { Principal } from '../auth/token-verifier.ts';

export interface AccountDataRoutesOptions {
  /** The console's export and erasure: a member's own request gets the same content and the same erasure. */
  members: Pick<AdminMembersService, 'export' | 'erase'>;
  now?: () => Date;
}

function requireRecentSignIn(principal: Principal, now: Date): void {
  const age = principal.authTime === undefined ? Number.POSITIVE_INFINITY : now.getTime() / 1000 - principal.authTime;
  if (age > CLOSE_ACCOUNT_MAX_SIGN_IN_AGE_SECONDS) {
    throw new DomainError('sign-in-too-old', CloseAccountMessages.signInAgain, { maxAgeSeconds: CLOSE_ACCOUNT_MAX_SIGN_IN_AGE_SECONDS, reason: 'sign-in-too-old' });
  }
}

/** The member's own copy of their data, and closing their account (UK GDPR Articles 15 and 17). */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (app, { members, now = () => new Date() }) => {
  app.get(
    '/me/export',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Everything stored about the signed-in member as JSON, as a download: the same content as the console’s export.',
        response: { 200: AdminMemberExportSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await members.export(selfServiceActorOf(request.principal!), request.member!.id);
      reply.header('content-disposition', 'attachment; filename="venue-pass-my-data.json"').header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['me'],
        summary:
          'Closes the signed-in member’s account: the console’s erasure, in one transaction, counts kept. The body repeats the account’s ' +
          'e-mail address; the sign-in must be less than 5 minutes old (auth_time), else 401 with an RFC 9470 challenge.',
        body: CloseAccountInputSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      if (request.body.email.trim().toLowerCase() !== member.email.trim().toLowerCase()) {
        throw new DomainError('invalid', CloseAccountMessages.emailMismatch, { fields: { email: [CloseAccountMessages.emailMismatch] } });
      }
      requireRecentSignIn(request.principal!, now());
      await members.erase(selfServiceActorOf(request.principal!), member.id);
      return reply.status(204).send(null);
    },
  );
};
