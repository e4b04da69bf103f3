import { CloseAccountMessages } from '@venue-pass/contracts';

/** What an erased member's token is told on every member route (ADR 050). */
export const MEMBER_ERASED = CloseAccountMessages.erased;

/** The bearer challenge of a token whose account is gone: a client treats the session as ended. */
export const ERASED_MEMBER_CHALLENGE = 'Bearer error="invalid_token"';

/**
 * The name the database gives its refusal to change an erased member or add data for them (migration
 * 2026_11_28_120000): a request whose token was checked just before the erase committed.
 */
export const ERASED_MEMBER_GUARD = 'erased_members_stay_erased';

/** True when the error is the database refusing a write for an erased member. */
export function isErasedMemberWrite(error: unknown): boolean {
  const pgError = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (pgError?.code !== '23514') return false;
  // node-postgres names the constraint; the message starts with it on both drivers.
  return pgError.constraint === ERASED_MEMBER_GUARD || (typeof pgError.message === 'string' && pgError.message.startsWith(`${ERASED_MEMBER_GUARD}:`));
}
