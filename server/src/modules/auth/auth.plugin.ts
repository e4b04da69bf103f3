import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidAccessTokenError, type Principal, type TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless a valid bearer token came with the request. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads a bearer token when present; a bad one is still a 401. */
    identifyMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

// RFC 9110 section 11.1: the scheme is case-insensitive and one or more spaces separate it from the token68.
const BEARER = /^bearer +([A-Za-z0-9\-_.~+/]+=*)$/i;

export const authPlugin = fp<{ verify: TokenVerifier }>(
  async (app, { verify }) => {
    app.decorateRequest('principal', null);

    async function identify(request: FastifyRequest, reply: FastifyReply, required: boolean) {
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

    app.decorate('requireMember', (request: FastifyRequest, reply: FastifyReply) => identify(request, reply, true));
    app.decorate('identifyMember', (request: FastifyRequest, reply: FastifyReply) => identify(request, reply, false));
  },
  { name: 'auth', dependencies: ['@fastify/sensible'] },
);
