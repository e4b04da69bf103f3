import { ProofOfWorkChallengeSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProofOfWork } from './proof-of-work.ts';

export const proofOfWorkRoutes: FastifyPluginAsyncZod<{ proofOfWork: ProofOfWork }> = async (app, { proofOfWork }) => {
  app.get(
    '/proof-of-work',
    {
      schema: {
        tags: ['public-sends'],
        summary:
          'A signed proof-of-work challenge (ALTCHA). A public send answered 428 is sent again with the solution in the ' +
          'X-Proof-Of-Work header.',
        response: { 200: ProofOfWorkChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return proofOfWork.challenge();
    },
  );
};
