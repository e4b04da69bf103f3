import {
  AdminIdParamsSchema,
  AdminOfferListQuerySchema,
  AdminOfferPreviewSchema,
  AdminOfferSchema,
  ErrorBodySchema,
  OfferProposalListSchema,
  OfferProposalSchema,
  PartnerOfferChangeSchema,
  PartnerOfferInputSchema,
  PartnerOfferPageSchema,
  PartnerOfferSchema,
  PartnerOfferUpdateSchema,
  VersionBodySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../admin/admin-actor.ts';
import type { OfferProposalsService } from '../../admin/offer-proposals/offer-proposals.service.ts';
import type { AdminOffersService } from '../../admin/offers/admin-offers.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['partner: offers'];

export interface PartnerOffersRoutesOptions {
  offers: AdminOffersService;
  proposals: OfferProposalsService;
}

/** "Our offers": the offers of the manager's venues; new ones and changes wait for review when the scheme asks (ADR 085). */
export const partnerOffersRoutes: FastifyPluginAsyncZod<PartnerOffersRoutesOptions> = async (app, { offers, proposals }) => {
  app.get(
    '/offers',
    {
      schema: {
        tags,
        summary: "The offers of the manager's venues, each with its latest proposal; searched, filtered, sorted and paginated as the console's.",
        querystring: AdminOfferListQuerySchema,
        response: { 200: PartnerOfferPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => proposals.list(request.scope!, request.query),
  );

  app.get(
    '/offers/:id',
    { schema: { tags, summary: 'One offer, with its latest proposal.', params: AdminIdParamsSchema, response: { 200: PartnerOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } } },
    async (request) => proposals.get(request.scope!, request.params.id),
  );

  app.get(
    '/offers/:id/preview',
    {
      schema: {
        tags,
        summary: 'The offer as members see it (and as staff would find it now).',
        params: AdminIdParamsSchema,
        response: { 200: AdminOfferPreviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused },
      },
    },
    async (request) => offers.preview(request.scope!, request.params.id),
  );

  app.post(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Proposes a new offer at one of the manager’s venues (made at once when the scheme does not review).',
        body: PartnerOfferInputSchema,
        response: { 201: PartnerOfferChangeSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await proposals.proposeNew(actorOf(request.principal), request.scope!, request.body)),
  );

  app.put(
    '/offers/:id',
    {
      schema: {
        tags,
        summary: 'Proposes a change to an offer (made at once when the scheme does not review); pausing is not changed here.',
        params: AdminIdParamsSchema,
        body: PartnerOfferUpdateSchema,
        response: { 200: PartnerOfferChangeSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => proposals.proposeChange(actorOf(request.principal), request.scope!, request.params.id, request.body),
  );

  for (const [path, active, summary] of [
    ['pause', false, 'Pauses the offer: members stop seeing it at once. Never waits for review.'],
    ['resume', true, 'Resumes a paused offer. Never waits for review.'],
  ] as const) {
    app.post(
      `/offers/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: AdminIdParamsSchema,
          body: VersionBodySchema,
          response: { 200: AdminOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
        },
      },
      async (request) => offers.setActive(actorOf(request.principal), request.scope!, request.params.id, request.body.version, active),
    );
  }

  app.get(
    '/offer-proposals',
    {
      schema: {
        tags,
        summary: "The proposals of the manager's venues, newest first, with their state and any reason given, and whether the scheme reviews them.",
        response: { 200: OfferProposalListSchema, ...refused },
      },
    },
    async (request) => proposals.proposalsOf(request.scope!),
  );

  app.post(
    '/offer-proposals/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Takes back a proposal still waiting for review.',
        params: AdminIdParamsSchema,
        body: VersionBodySchema,
        response: { 200: OfferProposalSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => proposals.withdraw(actorOf(request.principal), request.scope!, request.params.id, request.body.version),
  );
};
