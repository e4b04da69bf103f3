import {
  EARLIEST_DATE_OF_BIRTH,
  MINIMUM_MEMBER_AGE,
  ProfileMessages,
  SCHEME_TIME_ZONE,
  type UpdateProfileInput,
} from '@venue-pass/contracts';
import type { CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { parseDialableNumber } from '../public-sends/phone-number.ts';

/** The scheme runs in the UK: "today" for age checks is the date in London, as the SPA's date picker. */
export const PROFILE_TIME_ZONE = SCHEME_TIME_ZONE;

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROFILE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in London at `instant`. */
export function londonToday(instant: Date): string {
  return londonDate.format(instant);
}

/** The latest birthday of someone who is `years` old on `today`; compared as strings, 29 February works out. */
function bornOnOrBefore(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

// Numbers the metadata cannot type are let through; ones it knows to be landlines, toll-free and the
// like are not, because the scheme texts its members.
const TEXTABLE_TYPES = new Set([undefined, 'MOBILE', 'FIXED_LINE_OR_MOBILE']);

export interface ProfileRulesContext {
  /** Region assumed for numbers written without a country code. */
  defaultRegion: CountryCode;
  /** Ranges taken as numbers though unallocated (Ofcom's drama range), as on the voucher pages. */
  fictionalPrefixes: readonly string[];
  /** Today's date (YYYY-MM-DD) where the member lives; see londonToday. */
  today: string;
  /** The e-mail address on file; the profile form may send it back but not change it. */
  currentEmail: string;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** E.164. */
  mobileNumber: string;
}

/**
 * The rules PUT /api/me applies after the wire schema: a real date of birth in the past for someone at
 * least MINIMUM_MEMBER_AGE, a dialable mobile number normalised to E.164, and an unchanged e-mail address.
 */
export function profileRulesSchema({ defaultRegion, fictionalPrefixes, today, currentEmail }: ProfileRulesContext) {
  const youngestBirthday = bornOnOrBefore(today, MINIMUM_MEMBER_AGE);
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      // The date as written at its own offset is the birthday, so the first ten characters are the date.
      dateOfBirth: z
        .string()
        .transform((value) => value.slice(0, 10))
        .refine((date) => date <= today, ProfileMessages.dateOfBirthInFuture)
        .refine((date) => date > today || date <= youngestBirthday, ProfileMessages.dateOfBirthTooYoung)
        .refine((date) => date >= EARLIEST_DATE_OF_BIRTH, ProfileMessages.dateOfBirthTooOld),
      mobileNumber: z.string().transform((value, context) => {
        const phone = parseDialableNumber(value, defaultRegion, fictionalPrefixes);
        if (!phone || !TEXTABLE_TYPES.has(phone.getType())) {
          context.addIssue({ code: 'custom', message: ProfileMessages.mobileNumberInvalid });
          return z.NEVER;
        }
        return phone.number;
      }),
      emailAddress: z
        .string()
        .optional()
        .refine(
          (email) => email === undefined || email.trim().toLowerCase() === currentEmail.toLowerCase(),
          ProfileMessages.emailReadOnly,
        ),
    })
    .transform(({ firstName, lastName, dateOfBirth, mobileNumber }): ProfileChanges => ({
      firstName,
      lastName,
      dateOfBirth,
      mobileNumber,
    })) satisfies z.ZodType<ProfileChanges, UpdateProfileInput>;
}
