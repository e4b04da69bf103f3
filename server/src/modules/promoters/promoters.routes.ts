import {
  ErrorBodySchema,
  PromoterCodeParamsSchema,
  PromoterLinkSchema,
  PromoterSendQuerySchema,
  PromoterSendResultSchema,
  PROOF_OF_WORK_HEADER,
  PublicSendHeadersSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PromoterService } from './promoters.service.ts';

export const promotersRoutes: FastifyPluginAsyncZod<{ promoters: PromoterService }> = async (app, { promoters }) => {
  app.get(
    '/promoters/:uniqueCode',
    {
      schema: {
        tags: ['promoters'],
        summary: 'A promoter link: the voucher it sends and whether it still works.',
        params: PromoterCodeParamsSchema,
        response: { 200: PromoterLinkSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => promoters.link(request.params.uniqueCode),
  );

  app.post(
    '/promoters/:uniqueCode/send',
    {
      schema: {
        tags: ['promoters'],
        summary:
          "Sends the promoter's voucher by WhatsApp to a number, without verification: the promoter stands with the customer. " +
          "Limited by the promoter's daily quota and the public send limits; every attempt is recorded.",
        params: PromoterCodeParamsSchema,
        querystring: PromoterSendQuerySchema,
        headers: PublicSendHeadersSchema,
        response: {
          200: PromoterSendResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          410: ErrorBodySchema,
          412: ErrorBodySchema,
          422: ErrorBodySchema,
          428: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      promoters.send({
        uniqueCode: request.params.uniqueCode,
        phoneNumber: request.query.phoneNumber,
        ip: request.ip,
        proofOfWork: request.headers[PROOF_OF_WORK_HEADER],
        idempotencyHeader: request.headers['idempotency-key'],
      }),
  );
};
