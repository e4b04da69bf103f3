import { AppConfigSchema, VersionInfoSchema } from '@venue-pass/contracts';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../testing/factories.ts';
import { ConfigShapeError, parseAppConfig, parseVersionInfo } from './parse-config.ts';

const valid = makeConfig();
const oAuth = valid.oAuth!;
const withOAuth = (changes: Record<string, unknown>) => ({ ...valid, oAuth: { ...oAuth, ...changes } });
const without = (value: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

/** Inputs on both sides of every rule of AppConfigSchema. */
const configCases: Array<[string, unknown]> = [
  ['the complete configuration', valid],
  ['no oAuth section', without(valid, 'oAuth')],
  ['an empty api section', { ...valid, api: {} }],
  ['unknown keys, which are dropped', { ...valid, extra: 1, api: { ...valid.api, extra: true }, oAuth: { ...oAuth, extra: 'x' } }],
  ['URLs with surrounding spaces', withOAuth({ tokenUrl: '  https://id.example/token  ' })],
  ['a URL with a line break inside', withOAuth({ logoutUrl: 'https://id.exa\nmple/logout' })],
  ['a custom-scheme URL', withOAuth({ redirectUri: 'venuepass://callback' })],
  ['an empty group name', { ...valid, site: { groupName: '' } }],
  ['null', null],
  ['an array', [valid]],
  ['a string', 'config'],
  ['no api section', without(valid, 'api')],
  ['api as null', { ...valid, api: null }],
  ['api as an array', { ...valid, api: [] }],
  ['a numeric api host', { ...valid, api: { host: 8080 } }],
  ['api host null', { ...valid, api: { host: null } }],
  ['a numeric images URL', { ...valid, api: { imagesUrl: 1 } }],
  ['no site section', without(valid, 'site')],
  ['no features section', without(valid, 'features')],
  ['a wallet flag that is not a boolean', { ...valid, features: { appleWallet: 'yes', googleWallet: true } }],
  ['a wallet flag missing', { ...valid, features: { appleWallet: true } }],
  ['no group name', { ...valid, site: {} }],
  ['no version', without(valid, 'version')],
  ['a numeric version', { ...valid, version: 2 }],
  ['oAuth as null', { ...valid, oAuth: null }],
  ['oAuth as a string', { ...valid, oAuth: 'x' }],
  ['an authorize URL that is not a URL', withOAuth({ authorizeUrl: 'not a url' })],
  ['a relative token URL', withOAuth({ tokenUrl: '/token' })],
  ['an empty logout URL', withOAuth({ logoutUrl: '' })],
  ['an empty client id', withOAuth({ clientId: '' })],
  ['a numeric client id', withOAuth({ clientId: 7 })],
  ['no redirect URI', without(oAuth, 'redirectUri')],
  ['an empty scope', withOAuth({ scope: '' })],
  ['an empty API audience', withOAuth({ apiAudience: '' })],
  ['no API audience', { ...valid, oAuth: without(oAuth, 'apiAudience') }],
];

const versionCases: Array<[string, unknown]> = [
  ['a version only', { version: '1.2.3' }],
  ['everything', { version: '1.2.3', commit: 'abc123', builtAt: '2026-11-23T10:00:00Z', extra: 1 }],
  ['no version', { commit: 'abc123' }],
  ['a numeric commit', { version: '1', commit: 5 }],
  ['null', null],
];

function agreesWithSchema(parse: (value: unknown) => unknown, schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }, value: unknown) {
  const expected = schema.safeParse(value);
  if (expected.success) {
    expect(parse(value)).toStrictEqual(expected.data);
  } else {
    expect(() => parse(value)).toThrow(ConfigShapeError);
  }
}

describe('parseAppConfig', () => {
  it.each(configCases)('answers as AppConfigSchema for %s', (_name, value) => {
    agreesWithSchema(parseAppConfig, AppConfigSchema, value);
  });

  it('names the first field that does not match', () => {
    expect(() => parseAppConfig(withOAuth({ clientId: '' }))).toThrow('config.oAuth.clientId does not match the configuration contract');
  });
});

describe('parseVersionInfo', () => {
  it.each(versionCases)('answers as VersionInfoSchema for %s', (_name, value) => {
    agreesWithSchema(parseVersionInfo, VersionInfoSchema, value);
  });
});
