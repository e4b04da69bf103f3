import type { MeQuery } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createMembersRepository } from '../me/members.repository.ts';
import { createMobileSignupsRepository } from '../mobile-signup/mobile-signup.repository.ts';
import { createRegistrationSourcesRepository } from './registration-sources.repository.ts';

/**
 * What the codes carried from /r/auth and /m/auth mean for the member who just signed in
 * (GET /api/me?registrationSourceCode=&verificationCode=).
 * - A registration code attributes the member to its source. The first source a member arrives through
 *   is theirs for good; an unknown or retired code is ignored rather than failing the profile load,
 *   because the member has done nothing wrong by following an old link.
 * - A verification code completes the pending mobile sign-up behind an /m/{code} link: the member gets
 *   the number the link was sent to (unless they already gave one) and the sign-up's source. A used,
 *   expired or unknown code is likewise ignored.
 */
export function createSignInAttribution(db: Kysely<Database>) {
  return {
    async apply(memberId: string, { registrationSourceCode, verificationCode }: MeQuery): Promise<void> {
      if (!registrationSourceCode && !verificationCode) return;
      return db.transaction().execute(async (trx) => {
        const sources = createRegistrationSourcesRepository(trx);
        // Sign-in lets r win over m (R-LOGIN-04); attributing the registration code first keeps that order here.
        if (registrationSourceCode) await sources.attributeMember(memberId, registrationSourceCode);
        if (!verificationCode) return;

        const signup = await createMobileSignupsRepository(trx).complete({ verificationCode, memberId });
        if (!signup) return;
        await sources.attributeMemberToSourceId(memberId, signup.registrationSourceId);
        await createMembersRepository(trx).takeSignupMobileNumber(memberId, signup.mobileNumber);
      });
    },
  };
}
export type SignInAttribution = ReturnType<typeof createSignInAttribution>;
