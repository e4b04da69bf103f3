import {
  AdminBlockCardInputSchema,
  AdminMemberChangeInputSchema,
  AdminMemberDetailSchema,
  AdminMemberExportSchema,
  AdminMemberListQuerySchema,
  AdminMemberPageSchema,
  AdminResendResultSchema,
  AdminUuidParamsSchema,
  AdminVipAddInputSchema,
  AdminVipListQuerySchema,
  AdminVipPageSchema,
  ErrorBodySchema,
  VersionQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminMembersService } from './admin-members.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: members'];
const changed = { 200: AdminMemberDetailSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused };

export const adminMembersRoutes: FastifyPluginAsyncZod<{ members: AdminMembersService }> = async (app, { members }) => {
  app.get(
    '/members',
    {
      schema: {
        tags,
        summary: 'Finds members by e-mail, name (or their starts) or card number; erased members are never found.',
        querystring: AdminMemberListQuerySchema,
        response: { 200: AdminMemberPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => members.search(request.query),
  );

  app.get(
    '/members/:id',
    {
      schema: {
        tags,
        summary: 'A member: onboarding, consents, card, latest redemptions and vouchers; an erased member too, with erasedAt.',
        params: AdminUuidParamsSchema,
        response: { 200: AdminMemberDetailSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused },
      },
    },
    async (request) => members.get(request.params.id),
  );

  app.post(
    '/members/:id/block',
    {
      schema: { tags, summary: "Blocks the member's card: staff see 'Card not valid', the member sees the reason.", params: AdminUuidParamsSchema, body: AdminBlockCardInputSchema, response: changed },
    },
    async (request) => members.blockCard(actorOf(request.principal), request.params.id, request.body),
  );

  app.post(
    '/members/:id/unblock',
    { schema: { tags, summary: "Unblocks the member's card.", params: AdminUuidParamsSchema, body: AdminMemberChangeInputSchema, response: changed } },
    async (request) => members.unblockCard(actorOf(request.principal), request.params.id, request.body.version),
  );

  app.post(
    '/members/:id/resend-verification',
    {
      schema: {
        tags,
        summary: 'E-mails the member a new account verification code (409 once verified or erased; the member’s own send limits apply: 429).',
        params: AdminUuidParamsSchema,
        response: { 200: AdminResendResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 424: ErrorBodySchema, 429: ErrorBodySchema, ...refused },
      },
    },
    async (request) => members.resendVerification(actorOf(request.principal), request.params.id),
  );

  app.get(
    '/members/:id/export',
    {
      schema: {
        tags,
        summary: 'Everything stored about the member as JSON (GDPR right of access), as a download.',
        params: AdminUuidParamsSchema,
        response: { 200: AdminMemberExportSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      const data = await members.export(actorOf(request.principal), request.params.id);
      reply.header('content-disposition', `attachment; filename="member-${request.params.id}.json"`).header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/members/:id/erase',
    {
      schema: {
        tags,
        summary:
          'Erases the member in one transaction: personal data removed or anonymised, the account removed, counts kept. ' +
          'An erased member is erased again, whatever the version.',
        params: AdminUuidParamsSchema,
        body: AdminMemberChangeInputSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      await members.erase(actorOf(request.principal), request.params.id, request.body.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vip',
    {
      schema: { tags: ['admin: vip'], summary: 'The VIP list, by e-mail.', querystring: AdminVipListQuerySchema, response: { 200: AdminVipPageSchema, 400: ErrorBodySchema, ...refused } },
    },
    async (request) => members.listVip(request.query),
  );

  app.post(
    '/vip',
    {
      schema: {
        tags: ['admin: vip'],
        summary: 'Adds the member with this e-mail address or card number to the VIP list (404 when there is none).',
        body: AdminVipAddInputSchema,
        response: { 200: AdminMemberDetailSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => members.addVip(actorOf(request.principal), request.body.emailOrCardNumber),
  );

  app.delete(
    '/vip/:id',
    {
      schema: { tags: ['admin: vip'], summary: 'Takes the member off the VIP list.', params: AdminUuidParamsSchema, querystring: VersionQuerySchema, response: changed },
    },
    async (request) => members.setVip(actorOf(request.principal), request.params.id, request.query.version, false),
  );
};
