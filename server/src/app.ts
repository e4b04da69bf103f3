import sensible from '@fastify/sensible';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/database.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { createTokenVerifier } from './modules/auth/token-verifier.ts';
import { createMembersRepository } from './modules/me/members.repository.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createSignInAttribution } from './modules/registration-sources/attribution.ts';
import { createRegistrationSourcesRepository } from './modules/registration-sources/registration-sources.repository.ts';
import { registrationSourcesRoutes } from './modules/registration-sources/registration-sources.routes.ts';
import { createProfileRepository } from './modules/me/profile.repository.ts';
import { updateProfileRoutes } from './modules/me/update-profile.routes.ts';
import { devOutboxEnabled } from './modules/outbox/outbox.config.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { devOutboxRoutes } from './modules/outbox/dev-outbox.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { posterTokensFromConfig } from './modules/images/poster-tokens.ts';
import { findPublicPromoCode } from './modules/vouchers/vouchers.repository.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createVenuesRepository } from './modules/venues/venues.repository.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { createOffersRepository } from './modules/offers/offers.repository.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { createFaceDetector } from './modules/photos/face-detector.ts';
import { createPhotosRepository } from './modules/photos/photos.repository.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createSendLimits } from './modules/rate-limits/send-limits.ts';
import { createVoucherService } from './modules/vouchers/vouchers.service.ts';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.ts';
import { promoCodesRoutes } from './modules/vouchers/promo-codes.routes.ts';
import { promotersRoutes } from './modules/promoters/promoters.routes.ts';
import { mobileSignupRoutes } from './modules/mobile-signup/mobile-signup.routes.ts';
import { createIdentityProvider } from './oidc/identity-provider.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** Verification keys for access tokens; defaults to the embedded provider's or the issuer's JWKS. */
  tokenKeys?: JWTVerifyGetKey;
  logger?: boolean | { level: string };
}

const REDACTED_QUERY = /([?&](?:phoneNumber|code|verificationCode|token|id_token_hint|refresh_token)=)[^&]*/gi;

export async function buildApp({ config, db, tokenKeys, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = config;
  const app = Fastify({
    logger: logger
      ? {
          ...(typeof logger === 'object' ? logger : {}),
          // Codes and phone numbers travel in query strings; they must never reach the logs.
          serializers: {
            req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.replace(REDACTED_QUERY, '$1[redacted]') }),
          },
        }
      : false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // The provider's paths are case-sensitive in Keycloak too; keep routing exact.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Registered first: everything after relies on httpErrors, the error shape and the headers.
  await app.register(sensible);
  await app.register(errorsPlugin);
  const issuerOrigin = new URL(config.issuer).origin;
  await app.register(securityPlugin, {
    extraOrigins: issuerOrigin === new URL(config.publicUrl).origin ? [] : [issuerOrigin],
    hsts: config.publicUrl.startsWith('https:'),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Venue Pass API', version: env.APP_VERSION }, servers: [{ url: `${config.publicUrl}` }] },
    transform: jsonSchemaTransform,
  });

  let keys = tokenKeys;
  if (env.EMBEDDED_IDP) {
    const identityProvider = await createIdentityProvider({ db, config });
    await app.register(identityProvider.plugin);
    keys ??= createLocalJWKSet(identityProvider.publicJwks);
  }
  keys ??= createRemoteJWKSet(new URL(config.jwksUrl));
  await app.register(authPlugin, {
    verify: createTokenVerifier({ issuer: config.issuer, audience: env.API_AUDIENCE, keys }),
  });

  const members = createMembersRepository(db);
  const venues = createVenuesRepository(db);
  const offers = createOffersRepository(db);
  const posterTokens = posterTokensFromConfig(config);
  await app.register(
    async (api) => {
      await api.register(meRoutes, { members, attribution: createSignInAttribution(db), photos: createPhotosRepository(db) });
      await api.register(registrationSourcesRoutes, { registrationSources: createRegistrationSourcesRepository(db) });
      await api.register(contactRoutes, {
        contact: createContactRepository(db),
        to: env.CONTACT_FORM_TO,
        limitPer10Minutes: env.CONTACT_FORM_LIMIT_PER_10_MINUTES,
      });
      await api.register(updateProfileRoutes, {
        members,
        profiles: createProfileRepository(db),
        defaultPhoneRegion: env.DEFAULT_PHONE_REGION,
      });
      await api.register(onboardingRoutes, { db, members, publicUrl: config.publicUrl });
      await api.register(venuesRoutes, { venues, members });
      await api.register(offersRoutes, { offers, members, posterTokens });
      await api.register(photosRoutes, {
        db,
        members,
        photos: createPhotosRepository(db),
        faces: createFaceDetector(),
        limitPerHour: env.PHOTO_UPLOAD_LIMIT_PER_HOUR,
      });
      await api.register(walletRoutes, { members, db, config });
      const sendLimits = createSendLimits(env, app.log);
      const vouchers = createVoucherService({ db, env, publicUrl: config.publicUrl, limits: sendLimits });
      await api.register(vouchersRoutes, { vouchers });
      await api.register(promoCodesRoutes, { db, members, apiAudience: env.API_AUDIENCE });
      await api.register(promotersRoutes, { db, env, vouchers, limits: sendLimits });
      await api.register(mobileSignupRoutes, { db, env, publicUrl: config.publicUrl, limits: sendLimits });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(siteRoutes, { config });
  await app.register(imagesRoutes, {
    db,
    offers,
    posterTokens,
    findPublicPromoCode: (promoCodeId) => findPublicPromoCode(db, promoCodeId),
    limitPerMinute: env.IMAGE_LIMIT_IP_PER_MINUTE,
  });
  if (devOutboxEnabled(config)) await app.register(devOutboxRoutes, { outbox: createOutboxRepository(db) });
  await app.register(mediaRoutes);
  await app.register(spaPlugin, { distDir: env.WEB_DIST_DIR });

  return app;
}
