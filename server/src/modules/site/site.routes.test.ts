import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigSchema } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_ISSUER } from '../../../test/helpers/tokens.ts';

describe('site routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_VERSION: '1.2.3', SITE_GROUP_NAME: 'City Venues Group' });
  });
  afterAll(() => t.close());

  describe('GET /config/config.json', () => {
    it('describes the identity provider and API from the environment', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/config/config.json' });
      expect(response.statusCode).toBe(200);
      const config = AppConfigSchema.parse(response.json());
      expect(config.oAuth).toEqual({
        authorizeUrl: `${TEST_ISSUER}/protocol/openid-connect/auth`,
        tokenUrl: `${TEST_ISSUER}/protocol/openid-connect/token`,
        logoutUrl: `${TEST_ISSUER}/protocol/openid-connect/logout`,
        clientId: 'venue-pass-web',
        redirectUri: 'http://localhost:8080/login/callback',
        scope: 'openid profile email',
        apiAudience: 'venue-pass-api',
      });
      expect(config.api.host).toBe('http://localhost:8080/api');
      expect(config.site.groupName).toBe('City Venues Group');
      expect(config.version).toBe('1.2.3');
    });

    it('answers 304 to a tab that holds the current file', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/config/config.json' });
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ method: 'GET', url: '/config/config.json', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const stale = await t.app.inject({ method: 'GET', url: '/config/config.json', headers: { 'if-none-match': '"an-older-deploy"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    });
  });

  describe('GET /version.json', () => {
    it('returns the version', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/version.json' });
      expect(response.json()).toEqual({ version: '1.2.3' });
    });
  });

  describe('security headers', () => {
    it('sends pages a CSP without inline script or eval, frame-ancestors none and nosniff', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/offers' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // WebAssembly may compile (the staff QR decoder); JavaScript eval may not.
      expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
      expect(csp).not.toMatch(/script-src[^;]*[^-]'unsafe-eval'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(new URL(TEST_ISSUER).origin);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends data answers (the API, config.json, version.json) a policy that allows nothing', async () => {
      for (const url of ['/version.json', '/config/config.json', '/api/venues', '/api/nothing-here']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['x-frame-options'], url).toBe('DENY');
      }
      const reference = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(reference.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('sends HSTS when the public address is https', async () => {
      const behindProxy = await buildTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://venuepass.example' });
      try {
        for (const url of ['/version.json', '/offers']) {
          const response = await behindProxy.app.inject({ method: 'GET', url });
          expect(response.headers['strict-transport-security'], url).toContain('max-age=31536000');
        }
      } finally {
        await behindProxy.close();
      }
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET:/api/nothing-here not found' });
    });

    it('applies BODY_LIMIT_BYTES to every request body', async () => {
      const small = await buildTestApp({ BODY_LIMIT_BYTES: '100' });
      try {
        expect(small.app.initialConfig.bodyLimit).toBe(100);
      } finally {
        await small.close();
      }
    });
  });
});
