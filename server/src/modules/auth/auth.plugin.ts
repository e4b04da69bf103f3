import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MemberStates } from '../me/member-states.ts';
import type { MemberRow } from '../me/members.table.ts';
import type { GrantSource } from './account-grants.ts';
import { ERASED_MEMBER_CHALLENGE, MEMBER_ERASED } from './erased-member.ts';
import { type RequireRole, createRoleGuard } from './require-role.ts';
import type { Scope } from './scope.ts';
import { InvalidAccessTokenError, type Principal, type TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The member behind the principal, loaded once by requireMember or identifyMember. */
    member: MemberRow | null;
    /** The venues the caller may act for, set by requireRole (ADR 083). */
    scope: Scope | null;
  }
  interface FastifyInstance {
    /** Answers 401 unless a valid bearer token of a member who was not erased came with the request; then loads (or first creates) its member. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The same for a token that may be absent; a bad one, or an erased member's, is still a 401. */
    identifyMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The guard of staff and console routes: 401, or 403 without the role or outside its venues; sets request.scope (ADR 083). */
    requireRole: RequireRole;
  }
}

// RFC 9110 section 11.1: the scheme is case-insensitive and one or more spaces separate it from the token68.
const BEARER = /^bearer +([A-Za-z0-9\-_.~+/]+=*)$/i;

export interface AuthPluginOptions {
  verify: TokenVerifier;
  members: Pick<MemberStates, 'forPrincipal'>;
  /** The client whose roles the API reads (API_AUDIENCE). */
  apiAudience: string;
  /** Where site-bound roles are read now (ADR 052). */
  grants: GrantSource;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { verify, members, apiAudience, grants }) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('member', null);
    app.decorateRequest('scope', null);

    async function verifyBearer(request: FastifyRequest, reply: FastifyReply, required: boolean) {
      const header = request.headers.authorization;
      if (!header) {
        if (required) {
          reply.header('www-authenticate', 'Bearer');
          throw app.httpErrors.unauthorized('Sign in to continue.');
        }
        return;
      }
      const token = BEARER.exec(header)?.[1];
      if (!token) {
        reply.header('www-authenticate', 'Bearer error="invalid_request"');
        throw app.httpErrors.unauthorized('The Authorization header must carry a Bearer token.');
      }
      try {
        request.principal = await verify(token);
      } catch (error) {
        if (!(error instanceof InvalidAccessTokenError)) throw error;
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw app.httpErrors.unauthorized(error.message);
      }
    }

    async function loadMember(request: FastifyRequest, reply: FastifyReply, required: boolean) {
      await verifyBearer(request, reply, required);
      if (!request.principal) return;
      const { member } = await members.forPrincipal(request.principal);
      // A token issued before the console erased its member stays valid until it expires (ADR 050).
      if (member.erased_at) {
        reply.header('www-authenticate', ERASED_MEMBER_CHALLENGE);
        throw app.httpErrors.unauthorized(MEMBER_ERASED);
      }
      request.member = member;
    }

    // Staff and console routes authenticate through their role guard, which loads no member.
    const authenticate = (request: FastifyRequest, reply: FastifyReply) => verifyBearer(request, reply, true);
    app.decorate('requireRole', createRoleGuard({ apiAudience, grants, authenticate }));
    app.decorate('requireMember', (request: FastifyRequest, reply: FastifyReply) => loadMember(request, reply, true));
    app.decorate('identifyMember', (request: FastifyRequest, reply: FastifyReply) => loadMember(request, reply, false));
  },
  { name: 'auth', dependencies: ['@fastify/sensible'] },
);
