import type { AppConfig, OAuthConfig, VersionInfo } from '@venue-pass/contracts';

/**
 * Checks /config/config.json and /version.json against the shapes of AppConfigSchema and
 * VersionInfoSchema in packages/contracts without zod, which would more than double the first
 * screen's own JavaScript (docs/decisions/011-config-check-without-zod.md). It answers as the
 * schemas do: unknown keys dropped, URLs trimmed, and parse-config.test.ts compares the two
 * on every case.
 */

type Json = Record<string, unknown>;

export class ConfigShapeError extends Error {
  constructor(path: string) {
    super(`${path} does not match the configuration contract`);
    this.name = 'ConfigShapeError';
  }
}

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigShapeError(path);
  }
  return value as Json;
}

function string(value: unknown, path: string, minLength = 0): string {
  if (typeof value !== 'string' || value.length < minLength) {
    throw new ConfigShapeError(path);
  }
  return value;
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new ConfigShapeError(path);
  return value;
}

/** As z.url(): anything the URL parser accepts once trimmed, tabs and line breaks removed. */
function url(value: unknown, path: string): string {
  const trimmed = string(value, path).trim();
  try {
    new URL(trimmed);
  } catch {
    throw new ConfigShapeError(path);
  }
  return trimmed.replace(/[\t\n\r]/g, '');
}

/** Absent keys stay absent, as in a zod object's output. */
function optional<K extends string, T>(
  source: Json,
  key: K,
  path: string,
  parse: (value: unknown, path: string) => T,
): { [P in K]?: T } {
  return source[key] === undefined ? {} : ({ [key]: parse(source[key], `${path}.${key}`) } as { [P in K]?: T });
}

function parseOAuthConfig(value: unknown, path: string): OAuthConfig {
  const oAuth = object(value, path);
  return {
    authorizeUrl: url(oAuth.authorizeUrl, `${path}.authorizeUrl`),
    tokenUrl: url(oAuth.tokenUrl, `${path}.tokenUrl`),
    logoutUrl: url(oAuth.logoutUrl, `${path}.logoutUrl`),
    clientId: string(oAuth.clientId, `${path}.clientId`, 1),
    redirectUri: url(oAuth.redirectUri, `${path}.redirectUri`),
    scope: string(oAuth.scope, `${path}.scope`, 1),
    apiAudience: string(oAuth.apiAudience, `${path}.apiAudience`, 1),
  };
}

export function parseAppConfig(value: unknown): AppConfig {
  const config = object(value, 'config');
  const api = object(config.api, 'config.api');
  const site = object(config.site, 'config.site');
  const features = object(config.features, 'config.features');
  return {
    ...optional(config, 'oAuth', 'config', parseOAuthConfig),
    api: { ...optional(api, 'host', 'config.api', string), ...optional(api, 'imagesUrl', 'config.api', string) },
    site: { groupName: string(site.groupName, 'config.site.groupName') },
    features: {
      appleWallet: boolean(features.appleWallet, 'config.features.appleWallet'),
      googleWallet: boolean(features.googleWallet, 'config.features.googleWallet'),
    },
    version: string(config.version, 'config.version'),
  };
}

export function parseVersionInfo(value: unknown): VersionInfo {
  const version = object(value, 'version');
  return {
    version: string(version.version, 'version.version'),
    ...optional(version, 'commit', 'version', string),
    ...optional(version, 'builtAt', 'version', string),
  };
}
