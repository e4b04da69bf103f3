import { ErrorBodySchema, RegistrationSourceLookupSchema, RegistrationSourceParamsSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegistrationSourcesRepository } from './registration-sources.repository.ts';

export const registrationSourcesRoutes: FastifyPluginAsyncZod<{ registrationSources: RegistrationSourcesRepository }> = async (
  app,
  { registrationSources },
) => {
  app.get(
    '/registration-sources/:id',
    {
      schema: {
        tags: ['registration-sources'],
        summary: 'Looks up the registration code of an /r/{code} link; unknown or retired codes answer found: false.',
        params: RegistrationSourceParamsSchema,
        response: { 200: RegistrationSourceLookupSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const source = await registrationSources.findActiveByCode(request.params.id);
      // A campaign can be renamed or retired at any time; a short cache keeps links honest.
      reply.header('cache-control', 'public, max-age=60');
      return source ? { found: true, name: source.name } : { found: false, name: null };
    },
  );
};
