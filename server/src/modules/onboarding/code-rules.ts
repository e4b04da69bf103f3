import { STUDENT_LINK_CODE_LENGTH, VERIFICATION_CODE_LENGTH } from '@venue-pass/contracts';
import type { MemberCodePurpose } from './member-codes.table.ts';
import { UNAMBIGUOUS_ALPHABET, URL_SAFE_ALPHABET } from '../one-time-codes/one-time-code.ts';

/** How a kind of one-time code is made, how long it lives and how often it may be sent or guessed. */
export interface CodeRules {
  purpose: MemberCodePurpose;
  alphabet: string;
  length: number;
  ttlSeconds: number;
  /** Wrong guesses allowed before the code is void. */
  maxAttempts: number;
  /** Sends allowed within sendWindowSeconds; one more answers 429. */
  sendLimit: number;
  sendWindowSeconds: number;
}

/** Typed from an e-mail within minutes; 32^6 codes with 5 guesses each give an attacker 1 in 200 million. */
export const ACCOUNT_CODE_RULES: CodeRules = {
  purpose: 'account',
  alphabet: UNAMBIGUOUS_ALPHABET,
  length: VERIFICATION_CODE_LENGTH,
  ttlSeconds: 15 * 60,
  maxAttempts: 5,
  sendLimit: 5,
  sendWindowSeconds: 15 * 60,
};

/** Typed from a text message within minutes; 10^6 codes with 5 guesses each. */
export const MOBILE_CODE_RULES: CodeRules = {
  purpose: 'mobile',
  alphabet: '0123456789',
  length: VERIFICATION_CODE_LENGTH,
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  sendLimit: 3,
  sendWindowSeconds: 3600,
};

/** Clicked from an inbox, possibly the next day, so it lives 24 hours; 62^16 codes cannot be guessed. */
export const STUDENT_LINK_RULES: CodeRules = {
  purpose: 'student_email',
  alphabet: URL_SAFE_ALPHABET,
  length: STUDENT_LINK_CODE_LENGTH,
  ttlSeconds: 24 * 3600,
  maxAttempts: 5,
  sendLimit: 5,
  sendWindowSeconds: 3600,
};
