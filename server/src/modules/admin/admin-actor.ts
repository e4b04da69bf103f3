import type { Principal } from '../auth/token-verifier.ts';

/** The operator making a console change, as the audit log records them. */
export interface Actor {
  issuer: string;
  subject: string;
  email: string;
}

export function actorOf(principal: Principal | null): Actor {
  if (!principal) throw new Error('The admin guard runs before every console route');
  return { issuer: principal.issuer, subject: principal.subject, email: principal.email };
}
