import { type CountryCode, type PhoneNumber, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Env } from '../../config/env.ts';
import { DomainError } from '../../errors/domain-error.ts';

export const INVALID_PHONE_NUMBER = 'Please enter a valid mobile number, e.g. 07700 900123 or +44 7700 900123.';

export function countryNotAllowedMessage(allowed: readonly CountryCode[]): string {
  return `We can only send messages to numbers in ${allowed.join(', ')}.`;
}

/**
 * A typed number as libphonenumber reads it, when it is a number at all: valid by its range data, or in one
 * of `fictionalPrefixes`. Ofcom's drama range (+44 7700 900xxx) is deliberately unallocated, so libphonenumber
 * rejects it, yet tests and demos need numbers that can never reach a real person. The one reading of a typed
 * number for every place that takes one: the voucher and promoter pages, mobile sign-up and the profile.
 */
export function parseDialableNumber(input: string, defaultRegion: CountryCode, fictionalPrefixes: readonly string[] = []): PhoneNumber | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultRegion);
  if (!parsed || !parsed.isPossible()) return null;
  if (!parsed.isValid() && !fictionalPrefixes.some((prefix) => parsed.number.startsWith(prefix))) return null;
  return parsed;
}

export type PhoneCheck =
  | { ok: true; e164: string }
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'country'; message: string };

/** Normalises a typed number to E.164 (parseDialableNumber) and checks its destination against the allow-list. */
export function checkPhoneNumber(
  input: string,
  defaultRegion: CountryCode,
  allowed: readonly CountryCode[],
  fictionalPrefixes: readonly string[] = [],
): PhoneCheck {
  const parsed = parseDialableNumber(input, defaultRegion, fictionalPrefixes);
  if (!parsed) return { ok: false, reason: 'invalid', message: INVALID_PHONE_NUMBER };
  // Several countries share a calling code (+44: GB, GG, IM, JE); when the number names its country,
  // that country must be allowed, otherwise its calling code must belong to an allowed country.
  const permitted = parsed.country
    ? allowed.includes(parsed.country)
    : allowed.some((country) => getCountryCallingCode(country) === parsed.countryCallingCode);
  if (!permitted) return { ok: false, reason: 'country', message: countryNotAllowedMessage(allowed) };
  return { ok: true, e164: parsed.number };
}

/** Where messages may go: the region assumed for national numbers, allowed countries and fictional ranges. */
export interface PhoneRules {
  defaultRegion: CountryCode;
  allowed: readonly CountryCode[];
  fictionalPrefixes: readonly string[];
}

export function phoneRulesFromEnv(env: Pick<Env, 'DEFAULT_PHONE_REGION' | 'SMS_ALLOWED_COUNTRIES' | 'PHONE_FICTIONAL_PREFIXES'>): PhoneRules {
  return { defaultRegion: env.DEFAULT_PHONE_REGION, allowed: env.SMS_ALLOWED_COUNTRIES, fictionalPrefixes: env.PHONE_FICTIONAL_PREFIXES };
}

/** The E.164 form of a typed destination, or an `invalid` domain error whose reason says why. */
export function normalisePhoneNumber(input: string, rules: PhoneRules): string {
  const checked = checkPhoneNumber(input, rules.defaultRegion, rules.allowed, rules.fictionalPrefixes);
  if (!checked.ok) throw new DomainError('invalid', checked.message, { reason: checked.reason === 'country' ? 'country_not_allowed' : 'invalid_number' });
  return checked.e164;
}
