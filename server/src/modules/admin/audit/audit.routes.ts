import { AuditEntryPageSchema, AuditListQuerySchema, ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditRepository } from './audit.repository.ts';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Console changes, newest first, filtered by record, operator, action and time.',
        querystring: AuditListQuerySchema,
        response: { 200: AuditEntryPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await audit.list(request.query);
      return {
        items: page.items.map((row) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          actor: row.actor_email,
          action: row.action,
          entityType: row.entity_type as never,
          entityId: row.entity_id,
          label: row.label,
          before: row.before,
          after: row.after,
        })),
        nextCursor: page.nextCursor,
      };
    },
  );
};
