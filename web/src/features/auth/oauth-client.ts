import type { OAuthConfig } from '@venue-pass/contracts';
import { CODE_CHALLENGE_METHOD } from './pkce.ts';
import { isTokenSet, type TokenSet } from './token.ts';

/**
 * The redirect_uri for a sign-in. It is built the same way before the authorize redirect and
 * before the code exchange, so both requests carry it byte for byte, as OAuth requires (RFC 6749 §4.1.3).
 */
export function redirectUriFor(config: Pick<OAuthConfig, 'redirectUri'>, returnUrl: string | null): string {
  if (!returnUrl) {
    return config.redirectUri;
  }
  const separator = config.redirectUri.includes('?') ? '&' : '?';
  return `${config.redirectUri}${separator}returnUrl=${encodeURIComponent(returnUrl)}`;
}

export interface AuthorizeRequest {
  state: string;
  codeChallenge: string;
  returnUrl: string | null;
  idpHint: string | null;
  register: boolean;
  /** Keycloak's application-initiated action, such as UPDATE_PASSWORD. */
  kcAction?: string | null;
  /** 'login' to make the provider ask for the password even when a session is open. */
  prompt?: string | null;
}

export function buildAuthorizeUrl(config: OAuthConfig, request: AuthorizeRequest): string {
  const endpoint = request.register
    ? config.authorizeUrl.replace('openid-connect/auth', 'openid-connect/registrations')
    : config.authorizeUrl;
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUriFor(config, request.returnUrl));
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', CODE_CHALLENGE_METHOD);
  if (request.idpHint) {
    url.searchParams.set('kc_idp_hint', request.idpHint);
  }
  if (request.kcAction) {
    url.searchParams.set('kc_action', request.kcAction);
  }
  if (request.prompt) {
    url.searchParams.set('prompt', request.prompt);
  }
  return url.toString();
}

export function buildLogoutUrl(config: OAuthConfig, idToken: string, origin: string): string {
  const url = new URL(config.logoutUrl);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', `${origin}/login`);
  return url.toString();
}

/** A failed token request; `status` is the HTTP status, or 0 when no response arrived. */
export class TokenRequestError extends Error {
  override name = 'TokenRequestError';
  constructor(
    readonly status: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

async function postTokenRequest(tokenUrl: string, form: Record<string, string>): Promise<TokenSet> {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch (error) {
    throw new TokenRequestError(0, `Token request failed: ${String(error)}`, { cause: error });
  }
  if (!response.ok) {
    throw new TokenRequestError(
      response.status,
      `Token request failed with status code ${response.status} ${response.statusText}`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new TokenRequestError(response.status, 'Token response is not JSON', { cause: error });
  }
  if (!isTokenSet(body)) {
    throw new TokenRequestError(response.status, 'Token response has no access_token');
  }
  return body;
}

export interface CodeExchange {
  code: string;
  verifier: string;
  returnUrl: string | null;
}

export function exchangeCode(config: OAuthConfig, exchange: CodeExchange): Promise<TokenSet> {
  return postTokenRequest(config.tokenUrl, {
    grant_type: 'authorization_code',
    client_id: config.clientId,
    redirect_uri: redirectUriFor(config, exchange.returnUrl),
    code: exchange.code,
    code_verifier: exchange.verifier,
  });
}

/** A failed refresh is logged and yields nothing (R-IDP-17); the caller ends the session. */
export async function refreshTokens(
  config: OAuthConfig,
  refreshToken: string,
): Promise<TokenSet | undefined> {
  try {
    return await postTokenRequest(config.tokenUrl, {
      grant_type: 'refresh_token',
      client_id: config.clientId,
      refresh_token: refreshToken,
    });
  } catch (error) {
    console.warn('Token refresh failed', error);
    return undefined;
  }
}
