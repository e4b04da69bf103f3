import { type AppConfig as SpaConfig, AppConfigSchema, type VersionInfo, VersionInfoSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import { prepareJson, sendPrepared } from '../../http/prepared-json.ts';
import { walletFeatures } from '../wallet/wallet-features.ts';

/** /config/config.json: what the SPA needs to find its identity provider and API (R-ENTITY-11 to R-ENTITY-15). */
export function buildSpaConfig(config: AppConfig): SpaConfig {
  const oidcBase = `${config.issuer}/protocol/openid-connect`;
  return {
    oAuth: {
      authorizeUrl: `${oidcBase}/auth`,
      tokenUrl: `${oidcBase}/token`,
      logoutUrl: `${oidcBase}/logout`,
      clientId: config.env.OIDC_CLIENT_ID,
      redirectUri: config.redirectUri,
      scope: config.env.OIDC_SCOPE,
      apiAudience: config.env.API_AUDIENCE,
    },
    api: { host: `${config.publicUrl}/api`, imagesUrl: config.publicUrl },
    site: { groupName: config.env.SITE_GROUP_NAME },
    features: walletFeatures(config),
    version: config.env.APP_VERSION,
  };
}

/** /version.json. */
export function buildVersionInfo(config: AppConfig): VersionInfo {
  return { version: config.env.APP_VERSION, ...(config.env.GIT_COMMIT ? { commit: config.env.GIT_COMMIT } : {}) };
}

export const siteRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Both answers depend on the environment only, so they are serialised once per process.
  const spaConfig = prepareJson(AppConfigSchema, buildSpaConfig(config));
  const versionJson = prepareJson(VersionInfoSchema, buildVersionInfo(config));

  app.get(
    '/config/config.json',
    { schema: { hide: true, response: { 200: AppConfigSchema } } },
    (request, reply) => {
      // Revalidated on every load (a 304 while unchanged): a redeploy with a new issuer or API host reaches open tabs on their next load.
      reply.header('cache-control', 'no-cache');
      sendPrepared(request, reply, spaConfig);
    },
  );

  app.get('/version.json', { schema: { hide: true, response: { 200: VersionInfoSchema } } }, (request, reply) => {
    reply.header('cache-control', 'no-cache');
    sendPrepared(request, reply, versionJson);
  });
};
