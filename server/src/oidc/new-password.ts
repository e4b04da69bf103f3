import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ROLES } from '@venue-pass/contracts';
import type { Database } from '../db/database.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { type OpenActionToken, createActionTokens } from './action-tokens.ts';
import { RegistrationMessages } from './messages.ts';
import { hashPassword } from './password.ts';

export type NewPasswordField = 'password' | 'confirmPassword';

/** Members keep sign-up's rule; accounts that can redeem or run the console need a longer password. */
const MEMBER_MIN_LENGTH = 10;
const STAFF_MIN_LENGTH = 12;

export function minimumPasswordLength(roles: Record<string, string[]>): number {
  return Object.values(roles).flat().some((role) => role !== ROLES.member) ? STAFF_MIN_LENGTH : MEMBER_MIN_LENGTH;
}

export const passwordHint = (minLength: number) => `At least ${minLength} characters.`;

function newPasswordSchema(minLength: number) {
  return z.object({
    password: z.string().min(minLength, `Use at least ${minLength} characters.`).max(1024, RegistrationMessages.passwordTooLong),
    confirmPassword: z.string().min(1, RegistrationMessages.confirmPasswordRequired),
  });
}

export type NewPasswordResult = { password: string; errors?: undefined } | { password?: undefined; errors: Partial<Record<NewPasswordField, string>> };

/** Reads a choose-a-password form: the password, or each field's first error. */
export function parseNewPassword(body: unknown, minLength: number): NewPasswordResult {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const parsed = newPasswordSchema(minLength).safeParse(fields);
  const errors: Partial<Record<NewPasswordField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as NewPasswordField] ??= issue.message;
  if (!errors.confirmPassword && parsed.success && parsed.data.confirmPassword !== parsed.data.password) {
    errors.confirmPassword = RegistrationMessages.passwordsDiffer;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { password: parsed.data.password } : { errors };
}

/**
 * Uses the link and sets the password in one transaction, signing the account out everywhere; false when
 * the link was used or expired meanwhile, and then nothing changes.
 */
export async function setPasswordByLink(db: Kysely<Database>, link: OpenActionToken, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (!(await createActionTokens(trx).use(link.tokenHash))) return false;
    await createAccountsRepository(trx).replacePassword(link.accountId, passwordHash);
    return true;
  });
}
