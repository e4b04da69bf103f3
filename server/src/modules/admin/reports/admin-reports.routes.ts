import { AdminReportNameSchema, AdminReportQuerySchema, AdminReportRowSchemas, ErrorBodySchema, adminReportSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminReportsService } from './admin-reports.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: reports'];

export const adminReportsRoutes: FastifyPluginAsyncZod<{ reports: AdminReportsService }> = async (app, { reports }) => {
  for (const name of AdminReportNameSchema.options) {
    app.get(
      `/reports/${name}`,
      {
        schema: {
          tags,
          summary: `The ${name} report over a range of UTC days, as JSON for charts, streamed from the database.`,
          querystring: AdminReportQuerySchema,
          response: { 200: adminReportSchema(AdminReportRowSchemas[name]), 400: ErrorBodySchema, ...refused },
        },
      },
      async (request, reply) => {
        const body = await reports.json(name, request.query);
        // Fastify pipes a stream as it is; the schema above only documents the JSON it carries.
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    );

    app.get(
      `/reports/${name}.csv`,
      {
        schema: {
          tags,
          summary: `The ${name} report as a CSV download, streamed from the database.`,
          querystring: AdminReportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with a header row'), 400: ErrorBodySchema, ...refused },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const body = await reports.csv(name, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-${from}-${to}.csv"`)
          .header('cache-control', 'no-store')
          // A stream as well: the schema documents the text it carries.
          .send(body as never);
      },
    );
  }
};
