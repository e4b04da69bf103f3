import type { MobileSignupInput, MobileSignupResult } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type IdempotencyKey, withIdempotency } from '../idempotency/idempotency.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { type PhoneRules, normalisePhoneNumber } from '../public-sends/phone-number.ts';
import { randomPublicId } from '../public-sends/public-ids.ts';
import type { SendLimits } from '../public-sends/send-limits.ts';
import { createRegistrationSourcesRepository } from '../registration-sources/registration-sources.repository.ts';
import { mobileSignupMessages, signupLinkText } from './messages.ts';
import { createMobileSignupsRepository } from './mobile-signup.repository.ts';

export interface MobileSignupServiceOptions {
  db: Kysely<Database>;
  settings: Pick<Env, 'MOBILE_SIGNUP_LINK_TTL_HOURS' | 'VERIFICATION_RESEND_SECONDS'>;
  phoneRules: PhoneRules;
  limits: SendLimits;
  /** Builds the /m/{code} link the text carries. */
  publicUrl: string;
}

/** Staff or marketing sign a visitor up by mobile number: a text with a link completes the registration. */
export function createMobileSignupService({ db, settings, phoneRules, limits, publicUrl }: MobileSignupServiceOptions) {
  return {
    async signUp(
      input: MobileSignupInput & { ip: string; proofOfWork: string | undefined; idempotency: IdempotencyKey | null },
    ): Promise<MobileSignupResult> {
      const mobileNumber = normalisePhoneNumber(input.mobileNumber, phoneRules);
      return withIdempotency(db, input.idempotency, {
        statusCode: 201,
        // The limits come before the 'already registered' answer, so a client past them learns nothing about numbers.
        before: () => limits.checkRequest(db, { ip: input.ip, proofOfWork: input.proofOfWork }),
        work: async (trx) => {
          if (!(await createRegistrationSourcesRepository(trx).findActiveById(input.registrationSourceId))) {
            throw new DomainError('invalid', mobileSignupMessages.unknownSource);
          }
          const signups = createMobileSignupsRepository(trx);
          if (await signups.isMobileRegistered(mobileNumber)) throw new DomainError('conflict', mobileSignupMessages.alreadyRegistered);
          const pending = await signups.findPending(mobileNumber);
          // A second tap straight after the first answers with the link already on its way.
          if (pending && Date.now() - pending.created_at.getTime() < settings.VERIFICATION_RESEND_SECONDS * 1000) {
            return { sent: true as const, expiresAt: pending.expires_at.toISOString() };
          }
          const code = randomPublicId();
          const expiresAt = new Date(Date.now() + settings.MOBILE_SIGNUP_LINK_TTL_HOURS * 3_600_000);
          const id = await signups.insert({ code, mobileNumber, registrationSourceId: input.registrationSourceId, expiresAt });
          await limits.countMessage(trx, { phoneNumber: mobileNumber });
          await createOutboxRepository(trx).enqueue({
            channel: 'sms',
            to: mobileNumber,
            kind: 'mobile_signup_link',
            text: signupLinkText(`${publicUrl}/m/${code}`, settings.MOBILE_SIGNUP_LINK_TTL_HOURS),
            idempotencyKey: `mobile-signup:${id}`,
          });
          return { sent: true as const, expiresAt: expiresAt.toISOString() };
        },
      });
    },
  };
}
export type MobileSignupService = ReturnType<typeof createMobileSignupService>;
