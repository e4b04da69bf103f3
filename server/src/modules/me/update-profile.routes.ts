import { type ErrorBody, ErrorBodySchema, ProfileSchema, UpdateProfileInputSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { MembersRepository } from './members.repository.ts';
import { toProfile } from './profile.mapper.ts';
import type { ProfileRepository } from './profile.repository.ts';
import { londonToday, profileRulesSchema } from './profile-rules.ts';

/** The same words the schema validation of every route answers with (plugins/errors.ts). */
export const INVALID_PROFILE = 'The request is not valid.';

export interface UpdateProfileRoutesOptions {
  members: MembersRepository;
  profiles: ProfileRepository;
  defaultPhoneRegion: CountryCode;
}

export const updateProfileRoutes: FastifyPluginAsyncZod<UpdateProfileRoutesOptions> = async (
  app,
  { members, profiles, defaultPhoneRegion },
) => {
  app.put(
    '/me',
    {
      // On request rather than pre-handler: an anonymous caller learns nothing about the body's validity.
      onRequest: app.requireMember,
      schema: {
        tags: ['me'],
        summary: "Changes the signed-in member's name, date of birth and mobile number; the e-mail address is read-only.",
        body: UpdateProfileInputSchema,
        response: { 200: ProfileSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      const rules = profileRulesSchema({
        defaultRegion: defaultPhoneRegion,
        today: londonToday(new Date()),
        currentEmail: member.email,
      });
      const checked = rules.safeParse(request.body);
      if (!checked.success) {
        const { fieldErrors } = z.flattenError(checked.error);
        const body: ErrorBody = { message: INVALID_PROFILE, errors: fieldErrors as Record<string, string[]> };
        return reply.status(400).send(body);
      }
      const updated = await profiles.update(member.id, checked.data);
      return toProfile(updated.member, updated.hasPhotoUpload);
    },
  );
};
