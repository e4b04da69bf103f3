import { ErrorBodySchema, ProfileSchema, UpdateProfileInputSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, INVALID_REQUEST } from '../../errors/domain-error.ts';
import type { PhotosRepository } from '../photos/photos.repository.ts';
import type { PhoneRules } from '../public-sends/phone-number.ts';
import type { MembersRepository } from './members.repository.ts';
import { toProfile } from './profile.mapper.ts';
import { londonToday, profileRulesSchema } from './profile-rules.ts';

export interface UpdateProfileRoutesOptions {
  members: MembersRepository;
  photos: Pick<PhotosRepository, 'exists'>;
  /** The voucher pages' reading of a typed number (its region and fictional ranges), so both take the same numbers. */
  phoneRules: Pick<PhoneRules, 'defaultRegion' | 'fictionalPrefixes'>;
}

export const updateProfileRoutes: FastifyPluginAsyncZod<UpdateProfileRoutesOptions> = async (app, { members, photos, phoneRules }) => {
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
    async (request) => {
      const member = request.member!;
      const rules = profileRulesSchema({
        defaultRegion: phoneRules.defaultRegion,
        fictionalPrefixes: phoneRules.fictionalPrefixes,
        today: londonToday(new Date()),
        currentEmail: member.email,
      });
      const checked = rules.safeParse(request.body);
      if (!checked.success) {
        throw new DomainError('invalid', INVALID_REQUEST, { fields: z.flattenError(checked.error).fieldErrors as Record<string, string[]> });
      }
      const updated = await members.updateProfile(member.id, checked.data);
      return toProfile(updated, await photos.exists(member.id));
    },
  );
};
