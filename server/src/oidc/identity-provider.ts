import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import { isSafeReturnUrl } from '@venue-pass/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type * as OidcProviderModule from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { copyReplyHeadersToRaw } from '../http/raw-response-headers.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createAuthorizationLimit } from './authorization-limit.ts';
import { createKyselyAdapterFactory } from './adapter.ts';
import { OIDC_PATHS, SCREEN_PARAM, buildConfiguration } from './configuration.ts';
import { LOGIN_ACTIONS_PREFIX, passwordResetRoutes } from './password-reset.routes.ts';
import { staffInvitationRoutes } from './staff-invitation.routes.ts';
import { promptsWithUpdatePassword } from './update-password-prompt.ts';
import { interactionRoutes } from './interactions.routes.ts';
import { loadCookieKeys, loadSigningKeys } from './keys.ts';
import { releasingProviderContext } from './provider-context.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

export interface IdentityProvider {
  /**
   * Mounts oidc-provider under config.realmPath and registers the interaction pages and their assets.
   * Wrapped with fastify-plugin; everything it adds (middie, form parsing) stays in its own scope.
   */
  plugin: FastifyPluginAsync;
  /** Public JWKS of the signing keys (for in-process token verification by the API). */
  publicJwks: { keys: JWK[] };
}

// oidc-provider warns on import that Node 20 is not its preferred runtime; it works here
// (STACK-NOTES), and the warning would otherwise open every server log and test run.
async function importProvider(): Promise<typeof OidcProviderModule> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

/**
 * Keycloak lets the SPA append `?returnUrl=...` to its registered callback (R-IDP-05), so the redirect
 * URI is the registered one, optionally with that single parameter, and nothing else. The return
 * address must be a relative path on this site: the callback navigates there after sign-in.
 */
function allowReturnUrlOnRedirectUris(provider: Provider): void {
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string): boolean {
    return (this.redirectUris ?? []).some((registered) => {
      if (value === registered) return true;
      const prefix = `${registered}?returnUrl=`;
      if (!value.startsWith(prefix) || value.includes('#')) return false;
      const query = [...new URLSearchParams(value.slice(registered.length + 1))];
      return query.length === 1 && isSafeReturnUrl(query[0]![1]);
    });
  };
}

export async function createIdentityProvider({ db, config }: { db: Kysely<Database>; config: AppConfig }): Promise<IdentityProvider> {
  const accounts = createAccountsRepository(db);
  const [{ privateJwks, publicJwks }, cookieKeys] = await Promise.all([
    loadSigningKeys(db, config.env.OIDC_SIGNING_JWKS),
    loadCookieKeys(db, config.env.OIDC_COOKIE_KEYS),
  ]);

  const { default: ProviderClass, interactionPolicy } = await importProvider();
  const provider = new ProviderClass(
    config.issuer,
    buildConfiguration({ config, accounts, adapter: createKyselyAdapterFactory(db), privateJwks, cookieKeys, prompts: promptsWithUpdatePassword(interactionPolicy) }),
  );
  // Koa reads X-Forwarded-Proto for secure cookies; it trusts the same hops Fastify does.
  const trusted = config.env.TRUST_PROXY;
  provider.proxy = trusted !== false;
  provider.maxIpsCount = typeof trusted === 'number' ? trusted : 1;
  allowReturnUrlOnRedirectUris(provider);

  const throttle = createSignInThrottle(db, config.env);
  const authorizationLimit = createAuthorizationLimit({ throttle, homeUrl: `${config.publicUrl}/` });
  provider.use(authorizationLimit.refuseOverLimit);

  // Keycloak's /registrations takes the /auth query and opens the registration page instead.
  provider.use(async (ctx, next) => {
    if (ctx.path !== OIDC_PATHS.registrations) return next();
    const query = new URLSearchParams(ctx.querystring);
    query.set(SCREEN_PARAM, 'register');
    ctx.redirect(`${config.realmPath}${OIDC_PATHS.authorization}?${query}`);
  });

  // Keycloak reports the refresh token's lifetime; the SPA needs it because our refresh tokens are opaque.
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as Partial<KoaContextWithOIDC>;
    const refreshToken = oidc?.route === 'token' ? oidc.entities.RefreshToken : undefined;
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.status === 200 && refreshToken && body && typeof body === 'object' && body['refresh_token']) {
      body['refresh_expires_in'] = refreshToken.remainingTTL;
    }
  });

  const plugin: FastifyPluginAsync = fp(
    async (app) => {
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server error'));

      await app.register(async (scope) => {
        // Before middie's hook: the provider's answers carry the headers Fastify's reply holds by then.
        scope.addHook('onRequest', copyReplyHeadersToRaw);
        scope.addHook('onRequest', authorizationLimit.rememberClientAddress);
        if (!scope.hasDecorator('use')) await scope.register(middie);
        const answer = releasingProviderContext(provider.callback());
        // Keycloak's login actions (password reset) are pages of ours, not the provider's.
        scope.use(config.realmPath, (req: IncomingMessage, res: ServerResponse, next: () => void) =>
          req.url?.startsWith(LOGIN_ACTIONS_PREFIX) ? next() : answer(req, res),
        );
        // middie's hook only runs for routes of this scope, so claim the realm's paths here; the
        // provider answers (or 404s) every one of them before Fastify would parse a body or call this.
        scope.all(`${config.realmPath}/*`, async (_request, reply) => reply.code(404).send());
        await scope.register(interactionRoutes, { db, provider, accounts, throttle, config });
        await scope.register(staffInvitationRoutes, { db, publicUrl: config.publicUrl });
        await scope.register(passwordResetRoutes, { db, throttle, config });
      });
    },
    { name: 'identity-provider', fastify: '5.x' },
  );

  return { plugin, publicJwks };
}
