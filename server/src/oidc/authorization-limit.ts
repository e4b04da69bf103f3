import type { IncomingMessage } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import type Provider from 'oidc-provider';
import { DomainError } from '../errors/domain-error.ts';
import { OIDC_PATHS } from './configuration.ts';
import { TooManyAttempts } from './messages.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { messagePage } from './views.ts';

type ProviderMiddleware = Parameters<Provider['use']>[0];

/** The provider's endpoints that store something for any visitor: an interaction, a pushed request. */
const COUNTED_PATHS = [OIDC_PATHS.authorization, OIDC_PATHS.pushed_authorization_request].map((path) => path.toUpperCase());

/**
 * The provider's router matches its paths without regard to case and with or without one trailing slash,
 * so the same path reaches its authorization endpoint in many spellings; all of them count. A spelling
 * counted here that the router would not serve only costs its sender a hit.
 */
function isCountedPath(path: string): boolean {
  const spellings = path.length > 1 && path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
  return spellings.some((spelling) => COUNTED_PATHS.includes(spelling.toUpperCase()));
}

/**
 * The limit on authorization requests per client address (docs/decisions/054-authorization-requests-limited-and-expired.md).
 * The provider's requests reach it as raw Node requests through middie, so the address Fastify derived
 * under TRUST_PROXY (ADR 015) is kept for each of them: Koa's own reading of X-Forwarded-For knows hop
 * counts, not the proxies' addresses.
 */
export function createAuthorizationLimit({ throttle, homeUrl }: { throttle: SignInThrottle; homeUrl: string }) {
  const clientAddresses = new WeakMap<IncomingMessage, string>();

  /** An onRequest hook of the provider's scope, registered before the hook that hands requests to it. */
  const rememberClientAddress: onRequestHookHandler = (request, _reply, done) => {
    clientAddresses.set(request.raw, request.ip);
    done();
  };

  /** Runs in the provider before its router: a refused request never reaches the endpoint, so nothing is stored. */
  const refuseOverLimit: ProviderMiddleware = async (ctx, next) => {
    if (!isCountedPath(ctx.path)) return next();
    const ip = clientAddresses.get(ctx.req);
    if (ip === undefined) throw new Error('The client address of a provider request was not recorded: register rememberClientAddress first');
    try {
      await throttle.countAuthorization(ip);
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'too-many') throw error;
      // A person's browser lands here from the SPA's sign-in button, so the answer is a page.
      ctx.status = 429;
      ctx.set('retry-after', String(error.details.retryAfterSeconds ?? 1));
      ctx.set('cache-control', 'no-store');
      ctx.type = 'html';
      ctx.body = messagePage({ ...TooManyAttempts, homeUrl });
      return;
    }
    return next();
  };

  return { rememberClientAddress, refuseOverLimit };
}
