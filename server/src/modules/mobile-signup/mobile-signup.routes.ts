import { ErrorBodySchema, MobileSignupInputSchema, MobileSignupResultSchema, PROOF_OF_WORK_HEADER, PublicSendHeadersSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../idempotency/idempotency.ts';
import type { MobileSignupService } from './mobile-signup.service.ts';

export const mobileSignupRoutes: FastifyPluginAsyncZod<{ mobileSignups: MobileSignupService }> = async (app, { mobileSignups }) => {
  app.post(
    '/mobile-signup',
    {
      schema: {
        tags: ['mobile-signup'],
        summary:
          'Texts a link ({publicUrl}/m/{code}) that completes the registration of a mobile number; 409 when the number is already registered.',
        headers: PublicSendHeadersSchema,
        body: MobileSignupInputSchema,
        response: {
          201: MobileSignupResultSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
          428: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const result = await mobileSignups.signUp({
        ...request.body,
        ip: request.ip,
        proofOfWork: request.headers[PROOF_OF_WORK_HEADER],
        idempotency: header ? idempotencyKey('mobile-signup', header, request.body) : null,
      });
      return reply.status(201).send(result);
    },
  );
};
