import type { Principal } from '../auth/token-verifier.ts';

/** The operator making a console change, as the audit log records them. */
export interface Actor {
  issuer: string;
  subject: string;
  email: string;
}

/**
 * A member acting on their own record (export, closing the account). The log names the account by its
 * subject only: after an erasure no e-mail address of theirs may stay behind.
 */
export const SELF_SERVICE_ACTOR_EMAIL = 'the member';

export function selfServiceActorOf(principal: Principal): Actor {
  return { issuer: principal.issuer, subject: principal.subject, email: SELF_SERVICE_ACTOR_EMAIL };
}

export function actorOf(principal: Principal | null): Actor {
  if (!principal) throw new Error('The admin guard runs before every console route');
  return { issuer: principal.issuer, subject: principal.subject, email: principal.email };
}
