import {
  AdminIdParamsSchema,
  ErrorBodySchema,
  OfferProposalRejectionSchema,
  OfferProposalReviewListSchema,
  OfferProposalReviewSchema,
  VersionBodySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin-actor.ts';
import type { OfferProposalsService } from './offer-proposals.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: offer review'];

/** The review queue of venue managers' offers (issue 25, ADR 085). */
export const adminOfferProposalsRoutes: FastifyPluginAsyncZod<{ proposals: OfferProposalsService }> = async (app, { proposals }) => {
  app.get(
    '/offer-proposals',
    { schema: { tags, summary: 'Proposals waiting for review, the longest waiting first, each with the offer as members see it now.', response: { 200: OfferProposalReviewListSchema, ...refused } } },
    async () => ({ items: await proposals.queue() }),
  );

  app.get(
    '/offer-proposals/:id',
    {
      schema: { tags, summary: 'One proposal: the offer as proposed and as it is now.', params: AdminIdParamsSchema, response: { 200: OfferProposalReviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } },
    },
    async (request) => proposals.review(request.params.id),
  );

  app.post(
    '/offer-proposals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approves a proposal: the offer is made or changed as proposed; 409 when the offer has changed since.',
        params: AdminIdParamsSchema,
        body: VersionBodySchema,
        response: { 200: OfferProposalReviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => proposals.approve(actorOf(request.principal), request.params.id, request.body.version),
  );

  app.post(
    '/offer-proposals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rejects a proposal with the reason the venue manager is shown.',
        params: AdminIdParamsSchema,
        body: OfferProposalRejectionSchema,
        response: { 200: OfferProposalReviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => proposals.reject(actorOf(request.principal), request.params.id, request.body),
  );
};
