import { ErrorBodySchema, MeQuerySchema, ProfileSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInAttribution } from '../registration-sources/attribution.ts';
import type { MemberStates } from './member-states.ts';
import { toProfile } from './profile.mapper.ts';

export interface MeRoutesOptions {
  memberStates: Pick<MemberStates, 'forPrincipal'>;
  attribution: SignInAttribution;
}

export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, { memberStates, attribution }) => {
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
      // The attribution's commit drops the member's state (ADR 046), so this reads the profile it left.
      await attribution.apply(request.member!.id, request.query);
      const { member, hasPhoto } = await memberStates.forPrincipal(request.principal!);
      return toProfile(member, hasPhoto);
    },
  );
};
