import {
  AdminIdParamsSchema,
  CampaignAudienceCountInputSchema,
  CampaignAudienceCountSchema,
  CampaignContentSchema,
  CampaignInputSchema,
  CampaignListSchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignTestSentSchema,
  ErrorBodySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminCampaignsService } from './admin-campaigns.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: campaigns'];

export const adminCampaignsRoutes: FastifyPluginAsyncZod<{ campaigns: AdminCampaignsService }> = async (app, { campaigns }) => {
  app.get('/campaigns', { schema: { tags, summary: 'Every campaign, newest first, with its counts.', response: { 200: CampaignListSchema, ...refused } } }, async () => campaigns.list());

  app.post(
    '/campaigns/audience-count',
    {
      schema: {
        tags,
        summary: 'How many members the audience holds now, consent included.',
        body: CampaignAudienceCountInputSchema,
        response: { 200: CampaignAudienceCountSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => ({ count: await campaigns.countAudience(request.body.audience) }),
  );

  app.post(
    '/campaigns/preview',
    { schema: { tags, summary: 'The e-mail as members will get it.', body: CampaignContentSchema, response: { 200: CampaignPreviewSchema, 400: ErrorBodySchema, ...refused } } },
    async (request) => campaigns.preview(request.body),
  );

  app.post(
    '/campaigns/test',
    {
      schema: {
        tags,
        summary: "Sends the e-mail to the operator's own address, marked as a test.",
        body: CampaignContentSchema,
        response: { 202: CampaignTestSentSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(202).send(await campaigns.sendTest(actorOf(request.principal), request.body)),
  );

  app.post(
    '/campaigns',
    {
      schema: {
        tags,
        summary: 'Sends a campaign now, or schedules it; members whose consent holds when it goes get it.',
        body: CampaignInputSchema,
        response: { 201: CampaignSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await campaigns.create(actorOf(request.principal), request.body)),
  );

  app.post(
    '/campaigns/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a campaign that has not started sending; 409 once it has.',
        params: AdminIdParamsSchema,
        response: { 200: CampaignSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => campaigns.cancel(actorOf(request.principal), request.params.id),
  );
};
