import {
  AdminReportNameSchema,
  AdminReportQuerySchema,
  AdminReportRowSchemas,
  ErrorBodySchema,
  RedemptionsPerDayReportSchema,
  adminReportSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminReportsService } from './admin-reports.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: reports'];

export const adminReportsRoutes: FastifyPluginAsyncZod<{ reports: AdminReportsService }> = async (app, { reports }) => {
  app.get(
    '/reports/redemptions-per-day',
    {
      schema: {
        tags,
        summary:
          "Redemptions per day over a range of days: each day's total, and each offer's total over the range, most first. " +
          'The CSV has a line per day, venue and offer.',
        querystring: AdminReportQuerySchema,
        response: { 200: RedemptionsPerDayReportSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => reports.redemptionsPerDay(request.query),
  );

  // Redemptions per day's JSON is answered above: its rows are totals, not its CSV lines (ADR 082).
  for (const name of AdminReportNameSchema.exclude(['redemptions-per-day']).options) {
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
  }

  for (const name of AdminReportNameSchema.options) {
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
