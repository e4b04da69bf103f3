import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeConfig, makeTokenSet } from '../../testing/factories.ts';
import { server } from '../../testing/msw/server.ts';
import {
  buildAuthorizeUrl,
  buildLogoutUrl,
  exchangeCode,
  refreshTokens,
  TokenRequestError,
} from './oauth-client.ts';

const oAuth = makeConfig().oAuth!;

describe('buildAuthorizeUrl', () => {
  it('builds the code flow request with PKCE S256 and nothing for {token}', () => {
    const url = new URL(
      buildAuthorizeUrl(oAuth, { state: 'S', codeChallenge: 'C', returnUrl: null, idpHint: null, register: false }),
    );
    expect(url.origin + url.pathname).toBe(oAuth.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'venue-pass-web',
      redirect_uri: oAuth.redirectUri,
      scope: oAuth.scope,
      state: 'S',
      code_challenge: 'C',
      code_challenge_method: 'S256',
    });
  });

  it('adds the encoded return address to redirect_uri, the idp hint, and uses registrations', () => {
    const url = new URL(
      buildAuthorizeUrl(oAuth, { state: 'S', codeChallenge: 'C', returnUrl: '/r/auth/A B', idpHint: 'google', register: true }),
    );
    expect(url.pathname).toBe('/realms/venue-pass/protocol/openid-connect/registrations');
    expect(url.searchParams.get('redirect_uri')).toBe(`${oAuth.redirectUri}?returnUrl=%2Fr%2Fauth%2FA%20B`);
    expect(url.searchParams.get('kc_idp_hint')).toBe('google');
  });
});

describe('buildLogoutUrl', () => {
  it('passes the id token hint and comes back to /login', () => {
    const url = new URL(buildLogoutUrl(oAuth, 'id.token', 'https://app.example'));
    expect(url.origin + url.pathname).toBe(oAuth.logoutUrl);
    expect(url.searchParams.get('id_token_hint')).toBe('id.token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://app.example/login');
  });
});

describe('exchangeCode', () => {
  it('posts a form with the same redirect_uri as the authorize request', async () => {
    const tokens = makeTokenSet();
    let form: URLSearchParams | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(oAuth.tokenUrl, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        form = new URLSearchParams(await request.text());
        return HttpResponse.json(tokens);
      }),
    );

    await expect(exchangeCode(oAuth, { code: 'CODE', verifier: 'VER', returnUrl: '/wallet' })).resolves.toEqual(tokens);

    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'venue-pass-web',
      redirect_uri: `${oAuth.redirectUri}?returnUrl=%2Fwallet`,
      code: 'CODE',
      code_verifier: 'VER',
    });
  });

  it('throws a TokenRequestError carrying the HTTP status', async () => {
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));

    await expect(exchangeCode(oAuth, { code: 'C', verifier: 'V', returnUrl: null })).rejects.toMatchObject({
      name: 'TokenRequestError',
      status: 400,
    });
  });

  it('uses status 0 when the token endpoint cannot be reached', async () => {
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.error()));

    const error: unknown = await exchangeCode(oAuth, { code: 'C', verifier: 'V', returnUrl: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenRequestError);
    expect((error as TokenRequestError).status).toBe(0);
  });
});

describe('refreshTokens', () => {
  it('posts grant_type=refresh_token and returns the new tokens', async () => {
    const tokens = makeTokenSet();
    let form: URLSearchParams | undefined;
    server.use(
      http.post(oAuth.tokenUrl, async ({ request }) => {
        form = new URLSearchParams(await request.text());
        return HttpResponse.json(tokens);
      }),
    );

    await expect(refreshTokens(oAuth, 'R1')).resolves.toEqual(tokens);
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'refresh_token',
      client_id: 'venue-pass-web',
      refresh_token: 'R1',
    });
  });

  it('logs a failure as a warning and yields nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));

    await expect(refreshTokens(oAuth, 'R1')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Token refresh failed', expect.any(TokenRequestError));
  });
});
