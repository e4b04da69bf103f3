import { ErrorBodySchema, MeQuerySchema, ProfileSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembersRepository } from './members.repository.ts';
import { toProfile } from './profile.mapper.ts';

export const meRoutes: FastifyPluginAsyncZod<{ members: MembersRepository }> = async (app, { members }) => {
  app.get(
    '/me',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: "The signed-in member's profile; the first call creates the member from the token's claims.",
        querystring: MeQuerySchema,
        response: { 200: ProfileSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const member = await members.findOrCreate(request.principal!);
      return toProfile(member, false);
    },
  );
};
