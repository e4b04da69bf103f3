import { AdminReportQuerySchema, ErrorBodySchema, PartnerFiguresSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminReportsService } from '../../admin/reports/admin-reports.service.ts';
import { VENUE_REPORTS } from '../../admin/reports/report-queries.ts';
import type { PartnerFiguresRepository } from './partner-figures.repository.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['partner: figures'];

/** "Our figures": what the scheme brought the manager's venues, as JSON for charts and tables and as CSV. */
export const partnerFiguresRoutes: FastifyPluginAsyncZod<{ figures: PartnerFiguresRepository; reports: AdminReportsService }> = async (app, { figures, reports }) => {
  app.get(
    '/figures',
    {
      schema: {
        tags,
        summary: "Redemptions per day and per offer, distinct members, vouchers redeemed and the busiest hours at the manager's venues over a range of days.",
        querystring: AdminReportQuerySchema,
        response: { 200: PartnerFiguresSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const venueIds = scope.kind === 'venues' ? scope.venueIds : [];
      return { ...request.query, ...(await figures.figures(venueIds, request.query)) };
    },
  );

  for (const name of VENUE_REPORTS) {
    app.get(
      `/figures/${name}.csv`,
      {
        schema: {
          tags,
          summary: `The console's ${name} report at the manager's venues only, as a CSV download streamed from the database.`,
          querystring: AdminReportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with a header row'), 400: ErrorBodySchema, ...refused },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const body = await reports.csv(name, request.query, request.scope!);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-${from}-${to}.csv"`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  }
};
