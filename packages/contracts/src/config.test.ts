import { describe, expect, it } from 'vitest';
import { AppConfigSchema } from './config.ts';

describe('AppConfigSchema', () => {
  const valid = {
    oAuth: {
      authorizeUrl: 'https://id.example/realms/venue-pass/protocol/openid-connect/auth',
      tokenUrl: 'https://id.example/realms/venue-pass/protocol/openid-connect/token',
      logoutUrl: 'https://id.example/realms/venue-pass/protocol/openid-connect/logout',
      clientId: 'venue-pass-web',
      redirectUri: 'https://venuepass.example/login/callback',
      scope: 'openid profile email',
      apiAudience: 'venue-pass-api',
    },
    api: { host: 'https://venuepass.example/api' },
    site: { groupName: 'City Group' },
    features: { appleWallet: true, googleWallet: false },
    version: '1.0.0',
  };

  it('accepts a complete configuration', () => {
    expect(AppConfigSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a configuration without sign-in, which the SPA reports as missing', () => {
    const { oAuth: _omitted, ...withoutOAuth } = valid;
    expect(AppConfigSchema.safeParse(withoutOAuth).success).toBe(true);
  });

  it('rejects an authorize URL that is not a URL', () => {
    const result = AppConfigSchema.safeParse({ ...valid, oAuth: { ...valid.oAuth, authorizeUrl: 'not a url' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['oAuth', 'authorizeUrl']);
  });
});
