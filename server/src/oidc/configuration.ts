import type { JWK } from 'jose';
import type { Adapter, Configuration, KoaContextWithOIDC, interactionPolicy } from 'oidc-provider';
import type { AppConfig } from '../config/env.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { IdpAccount } from './identity.tables.ts';
import { KC_ACTION_PARAM } from './update-password-prompt.ts';
import { logoutPage, messagePage } from './views.ts';

/**
 * The resource indicator of the API. oidc-provider needs an absolute URI here, while the token's
 * `aud` is the Keycloak-style client name from API_AUDIENCE.
 */
export const API_RESOURCE = 'urn:venue-api';

/** Keycloak's endpoint paths, relative to the realm the provider is mounted under. */
export const OIDC_PATHS = {
  authorization: '/protocol/openid-connect/auth',
  registrations: '/protocol/openid-connect/registrations',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  revocation: '/protocol/openid-connect/revoke',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
} as const;

/** Extra authorization parameter set by the /registrations route to open the registration page. */
export const SCREEN_PARAM = 'screen';

interface ConfigurationDeps {
  config: AppConfig;
  accounts: AccountsRepository;
  adapter: (kind: string) => Adapter;
  privateJwks: { keys: JWK[] };
  cookieKeys: string[];
  prompts: interactionPolicy.DefaultPolicy;
}

function resourceAccess(account: IdpAccount): Record<string, { roles: string[] }> {
  return Object.fromEntries(Object.entries(account.roles).map(([client, roles]) => [client, { roles }]));
}

export function buildConfiguration({ config, accounts, adapter, privateJwks, cookieKeys, prompts }: ConfigurationDeps): Configuration {
  const { env, publicUrl, redirectUri } = config;
  const refreshTokenTtl = (ctx: KoaContextWithOIDC | undefined, token: { iiat?: number | undefined }) => {
    const now = Math.floor(Date.now() / 1000);
    const absoluteLeft = env.REFRESH_TOKEN_TTL_SECONDS - (now - (token.iiat ?? now));
    return Math.max(1, Math.min(env.REFRESH_TOKEN_IDLE_SECONDS, absoluteLeft));
  };

  return {
    adapter,
    jwks: privateJwks as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID,
        client_name: 'Venue Pass',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [`${publicUrl}/login`],
      },
    ],
    routes: {
      authorization: OIDC_PATHS.authorization,
      token: OIDC_PATHS.token,
      end_session: OIDC_PATHS.end_session,
      jwks: OIDC_PATHS.jwks,
      userinfo: OIDC_PATHS.userinfo,
      revocation: OIDC_PATHS.revocation,
      pushed_authorization_request: OIDC_PATHS.pushed_authorization_request,
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name'],
      email: ['email'],
    },
    // Keycloak puts the profile claims in the ID token of the code flow too; the SPA reads them there.
    conformIdTokenClaims: false,
    extraParams: ['kc_idp_hint', KC_ACTION_PARAM, SCREEN_PARAM],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // Without this, a request asking for openid would get an opaque userinfo-only token.
        useGrantedResource: () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) {
            const { errors } = await import('oidc-provider');
            throw new errors.InvalidTarget();
          }
          return {
            scope: 'openid profile email',
            audience: env.API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: env.ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // end_session has already verified the hint; a valid one is the member's own session.
          const autoSubmit = Boolean(ctx.oidc.params?.['id_token_hint']);
          ctx.type = 'html';
          ctx.body = logoutPage({ form, homeUrl: publicUrl, autoSubmit });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage({ title: 'Signed out', message: 'You have signed out of Venue Pass.', homeUrl: `${publicUrl}/` });
        },
      },
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          given_name: account.given_name,
          family_name: account.family_name,
          name: `${account.given_name} ${account.family_name}`,
          email: account.email,
        }),
      };
    },
    extraTokenClaims: async (ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      if (!account) return undefined;
      // Keycloak's access tokens carry when the person signed in; the API asks for a recent one before
      // closing an account. The code or refresh token the access token comes from knows it.
      const { AuthorizationCode: code, RefreshToken: refreshToken } = ctx?.oidc.entities ?? {};
      const authTime = code?.authTime ?? refreshToken?.authTime;
      return {
        ...(authTime === undefined ? {} : { auth_time: authTime }),
        azp: token.clientId,
        given_name: account.given_name,
        family_name: account.family_name,
        name: `${account.given_name} ${account.family_name}`,
        email: account.email,
        resource_access: resourceAccess(account),
        // Keycloak user attributes are strings; the SPA and the API convert them to integers.
        'pos-site-id': account.pos_site_ids.map(String),
      };
    },
    // A first-party client: the member is never asked to consent, so the grant covers whatever it asks for.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const clientId = oidc.client!.clientId;
      const accountId = oidc.account!.accountId;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ clientId, accountId });
      const scope = [...oidc.requestParamScopes].join(' ');
      grant.addOIDCScope(scope);
      grant.addResourceScope(API_RESOURCE, scope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: env.ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: env.ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 3600,
      Grant: env.REFRESH_TOKEN_TTL_SECONDS,
      Session: env.REFRESH_TOKEN_TTL_SECONDS,
      // Idle expiry on every rotation, never past the absolute limit counted from the first issue (iiat).
      RefreshToken: (ctx, token) => refreshTokenTtl(ctx, token),
    },
    interactions: {
      policy: prompts,
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Something went wrong',
        message: out.error_description ?? 'The sign-in request could not be completed.',
        details: `Error: ${out.error}`,
        homeUrl: `${publicUrl}/`,
      });
    },
  };
}
