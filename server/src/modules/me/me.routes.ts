import { ErrorBodySchema, MeQuerySchema, ProfileSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhotosRepository } from '../photos/photos.repository.ts';
import type { SignInAttribution } from '../registration-sources/attribution.ts';
import type { MembersRepository } from './members.repository.ts';
import { toProfile } from './profile.mapper.ts';

export interface MeRoutesOptions {
  members: Pick<MembersRepository, 'findByPrincipal'>;
  attribution: SignInAttribution;
  photos: Pick<PhotosRepository, 'exists'>;
}

export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, { members, attribution, photos }) => {
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
      let member = request.member!;
      if (await attribution.apply(member.id, request.query)) {
        member = (await members.findByPrincipal(request.principal!))!;
      }
      return toProfile(member, await photos.exists(member.id));
    },
  );
};
