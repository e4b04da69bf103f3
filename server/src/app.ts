import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sensible from '@fastify/sensible';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { AppConfig, TrustedProxies } from './config/env.ts';
import { listenForChanges } from './db/change-notifications.ts';
import type { Database } from './db/database.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createOfferProposalsService } from './modules/admin/offer-proposals/offer-proposals.service.ts';
import { venueLogoMediaRoutes } from './modules/admin/venues/admin-venues.routes.ts';
import { createAdminVenuesService } from './modules/admin/venues/admin-venues.service.ts';
import { createAdminOffersService } from './modules/admin/offers/admin-offers.service.ts';
import { createAdminPromotionsService } from './modules/admin/promotions/admin-promotions.service.ts';
import { createAdminPromotersService } from './modules/admin/promoters/admin-promoters.service.ts';
import { createAdminMembersService } from './modules/admin/members/admin-members.service.ts';
import { createAdminReportsService } from './modules/admin/reports/admin-reports.service.ts';
import { createAuditRepository } from './modules/admin/audit/audit.repository.ts';
import { createAdminOverviewRepository } from './modules/admin/overview/admin-overview.repository.ts';
import { createAdminContactService } from './modules/admin/contact/admin-contact.service.ts';
import { createAdminRegistrationSourcesService } from './modules/admin/registration-sources/admin-registration-sources.service.ts';
import { createAdminStaffService } from './modules/admin/staff/admin-staff.service.ts';
import { type GrantSource, createAccountGrants, tokenGrants } from './modules/auth/account-grants.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { createTokenVerifier } from './modules/auth/token-verifier.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createReadiness, type ReadinessCheck } from './modules/health/readiness.ts';
import { retentionJobs } from './modules/retention/retention-jobs.ts';
import { type Scheduler, createScheduler } from './modules/scheduled-jobs/scheduler.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { posterTokensFromConfig } from './modules/images/poster-tokens.ts';
import { createMemberStates } from './modules/me/member-states.ts';
import { createMembersRepository } from './modules/me/members.repository.ts';
import { accountDataRoutes } from './modules/me/account-data.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { updateProfileRoutes } from './modules/me/update-profile.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mobileSignupRoutes } from './modules/mobile-signup/mobile-signup.routes.ts';
import { createMobileSignupService } from './modules/mobile-signup/mobile-signup.service.ts';
import { createMemberOfferLists } from './modules/offers/member-offer-lists.ts';
import { createOfferCatalogue } from './modules/offers/offer-catalogue.ts';
import { createOffersRepository } from './modules/offers/offers.repository.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { weeklyDigestJob } from './modules/weekly-digest/weekly-digest.job.ts';
import { weeklyDigestRoutes } from './modules/weekly-digest/weekly-digest.routes.ts';
import { createWeeklyDigestService } from './modules/weekly-digest/weekly-digest.service.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { devOutboxRoutes } from './modules/outbox/dev-outbox.routes.ts';
import { createAdminCampaignsService } from './modules/admin/campaigns/admin-campaigns.service.ts';
import { CAMPAIGN_SENDS_JOB, createCampaignSends } from './modules/campaigns/campaign-sends.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.ts';
import { unsubscribeLinksFromConfig } from './modules/unsubscribe/unsubscribe-links.ts';
import { devOutboxEnabled } from './modules/outbox/outbox.config.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { twilioStatusRoutes } from './modules/twilio/twilio-status.routes.ts';
import { createAdminDeliveriesRepository } from './modules/admin/deliveries/admin-deliveries.repository.ts';
import { createFaceDetector } from './modules/photos/face-detector.ts';
import { createPhotosRepository } from './modules/photos/photos.repository.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { createPhotoService } from './modules/photos/photos.service.ts';
import { createPromoCodeIssuer } from './modules/promo-codes/promo-code-issuer.ts';
import { createPromoCodesRepository } from './modules/promo-codes/promo-codes.repository.ts';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes.ts';
import { createPromoCodeService } from './modules/promo-codes/promo-codes.service.ts';
import { promotersRoutes } from './modules/promoters/promoters.routes.ts';
import { createPromoterService } from './modules/promoters/promoters.service.ts';
import { phoneRulesFromEnv } from './modules/public-sends/phone-number.ts';
import { createProofOfWork } from './modules/public-sends/proof-of-work.ts';
import { proofOfWorkRoutes } from './modules/public-sends/proof-of-work.routes.ts';
import { createSendLimits } from './modules/public-sends/send-limits.ts';
import { createRateLimitCounters } from './modules/rate-limits/rate-limit-counters.ts';
import { createSignInAttribution } from './modules/registration-sources/attribution.ts';
import { createRegistrationSourcesRepository } from './modules/registration-sources/registration-sources.repository.ts';
import { registrationSourcesRoutes } from './modules/registration-sources/registration-sources.routes.ts';
import { buildSpaConfig, buildVersionInfo, siteRoutes } from './modules/site/site.routes.ts';
import { createPhotoLinks } from './modules/staff/photo-links.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { createPartnerFiguresRepository } from './modules/partner/figures/partner-figures.repository.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';
import { createStaffVenues } from './modules/staff/staff-venues.ts';
import { createPublicVenueList } from './modules/venues/public-venue-list.ts';
import { createFaqRepository } from './modules/faq/faq.repository.ts';
import { createPublicFaq } from './modules/faq/public-faq.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { createAdminFaqService } from './modules/admin/faq/admin-faq.service.ts';
import { createVenuesRepository } from './modules/venues/venues.repository.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.ts';
import { createVoucherService } from './modules/vouchers/vouchers.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { QueryRedaction } from './logging/query-redaction.ts';
import { serializeError } from './logging/serialize-error.ts';
import { createAccountsRepository } from './oidc/accounts.repository.ts';
import { createIdentityProvider } from './oidc/identity-provider.ts';
import { createConnectionDrain } from './http/connection-drain.ts';
import { API_DOCS_PATH, API_PREFIX, apiDocsPlugin } from './plugins/api-docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { RequestLog } from './plugins/request-log.ts';
import { type AppMetrics, createAppMetrics } from './modules/metrics/app-metrics.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { pageScriptHashes, readSpaBuild, spaPlugin } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the instance counts for Prometheus; server.ts serves it on METRICS_PORT. */
    metrics: AppMetrics;
    /** The scheduled jobs (the retention purges, ADR 065); server.ts starts them, closing the app stops them. */
    scheduledJobs: Scheduler;
    /** Whether the instance should get traffic; server.ts marks it closing at SIGTERM, before the shutdown delay (ADR 070). */
    readiness: ReadinessCheck;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** Verification keys for access tokens; defaults to the embedded provider's or the issuer's JWKS. */
  tokenKeys?: JWTVerifyGetKey;
  /** Pino options; `stream` sends the lines somewhere other than stdout (tests read them). */
  logger?: boolean | { level: string; stream?: FastifyLoggerOptions['stream'] };
  /** The clock offers' days and hours, redemption periods and the undo window are read at; tests set it. */
  now?: () => Date;
}

/** Fastify's typings take no hop count, so a count becomes the same test Fastify itself makes of one. */
function trustedProxies(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/** Answers that are data, not pages: the API (but for its reference pages) and the SPA's config and version files. */
function isDataPath(url: string): boolean {
  if (url.startsWith(`${API_PREFIX}/`)) return !url.startsWith(API_DOCS_PATH);
  return url.startsWith('/config/') || url.startsWith('/version.json');
}

export async function buildApp({ config, db, tokenKeys, logger = false, now = () => new Date() }: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = config;
  const queryRedaction = new QueryRedaction();
  const metrics = createAppMetrics(db);
  const drain = createConnectionDrain();
  const app = Fastify({
    // Never `false`, even when nothing is to be written: Fastify then skips the end-of-request call that
    // times requests for the metrics.
    logger: {
      ...(typeof logger === 'object' ? logger : { level: logger ? 'info' : 'silent' }),
      serializers: {
        // Codes, phone numbers and console searches travel in query strings; they must never reach the logs.
        req: (req: { method: string; url: string }) => ({ method: req.method, url: queryRedaction.redact(req.url) }),
        // Database errors carry the statement's values (names, e-mails, password hashes).
        err: serializeError,
      },
    },
    // One line per request, when the answer has gone.
    logController: new RequestLog((route, method, status, seconds) => {
      metrics.requestAnswered(route, method, status, seconds);
      drain.answered();
    }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // The SPA and Keycloak clients write some paths with a trailing slash (/privacy-policy/).
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('metrics', metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route, so every route's querystring schema says which of its parameters the log leaves out.
  app.addHook('onRoute', (route) => queryRedaction.addQuerystring(route.schema?.querystring));

  // Registered first: everything after relies on httpErrors, the error shape and the headers.
  await app.register(sensible);
  await app.register(errorsPlugin);
  const issuerOrigin = new URL(config.issuer).origin;
  const spaBuild = readSpaBuild(env.WEB_DIST_DIR);
  await app.register(securityPlugin, {
    extraOrigins: issuerOrigin === new URL(config.publicUrl).origin ? [] : [issuerOrigin],
    hsts: config.publicUrl.startsWith('https:'),
    scriptHashes: pageScriptHashes(spaBuild),
    isDataPath,
  });
  await app.register(apiDocsPlugin, { title: 'Venue Pass API', version: env.APP_VERSION, publicUrl: config.publicUrl });

  let keys = tokenKeys;
  if (env.EMBEDDED_IDP) {
    const identityProvider = await createIdentityProvider({ db, config });
    await app.register(identityProvider.plugin);
    keys ??= createLocalJWKSet(identityProvider.publicJwks);
  }
  keys ??= createRemoteJWKSet(new URL(config.jwksUrl));
  // Repositories and services are built here, once, and handed to the route plugins that need them.
  const members = createMembersRepository(db);
  const photos = createPhotosRepository(db);
  const offers = createOffersRepository(db, { now });
  const venues = createVenuesRepository(db);
  const publicVenues = createPublicVenueList(venues, env.CATALOGUE_CACHE_TTL_SECONDS, metrics.cacheLookup('public_venues'));
  const publicFaq = createPublicFaq(createFaqRepository(db), env.CATALOGUE_CACHE_TTL_SECONDS, metrics.cacheLookup('public_faq'));
  const memberStates = createMemberStates({ members, ttlSeconds: env.MEMBER_CACHE_TTL_SECONDS, onLookup: metrics.cacheLookup('member_states') });
  const memberOfferLists = createMemberOfferLists({
    offers,
    ttlSeconds: env.MEMBER_CACHE_TTL_SECONDS,
    now,
    onLookup: metrics.cacheLookup('member_offer_lists'),
    onStandingLookup: metrics.cacheLookup('member_offer_standings'),
  });
  // Triggers notify every instance of any committed change, whoever wrote it, and this process's own commits
  // are heard at once (docs/decisions/038 and 046). Listening starts before the app serves.
  const offerCatalogue = createOfferCatalogue({
    offers,
    ttlSeconds: env.CATALOGUE_CACHE_TTL_SECONDS,
    now,
    onLookup: metrics.cacheLookup('offer_catalogue'),
  });
  const staffVenues = createStaffVenues({
    staffRepository: createStaffRepository(db),
    ttlSeconds: env.CATALOGUE_CACHE_TTL_SECONDS,
    onLookup: metrics.cacheLookup('staff_venues'),
  });
  const catalogueChanges = await listenForChanges(db, {
    channel: 'catalogue_changed',
    tables: ['venues', 'offers', 'faq_items'],
    onChange: () => {
      publicVenues.invalidate();
      staffVenues.invalidate();
      publicFaq.invalidate();
      offerCatalogue.invalidate();
      memberOfferLists.invalidate();
    },
    onError: (err) => app.log.warn({ err }, 'catalogue notifications lost; listening again'),
  });
  app.addHook('onClose', () => catalogueChanges.close());
  const memberChanges = await listenForChanges(db, {
    channel: 'member_changed',
    tables: ['members', 'member_photos', 'favourite_venues'],
    // The payload is the member's id; none means any member may have changed.
    onChange: (memberId) => {
      memberStates.invalidate(memberId || undefined);
      memberOfferLists.invalidate(memberId || undefined);
    },
    onError: (err) => app.log.warn({ err }, 'member notifications lost; listening again'),
  });
  app.addHook('onClose', () => memberChanges.close());
  // Staff rights are read from the current grants on every staff request (ADR 052): the embedded provider's
  // accounts, kept in memory and dropped like members' states; an external Keycloak's tokens carry them.
  let grants: GrantSource = tokenGrants;
  if (env.EMBEDDED_IDP) {
    const accountGrants = createAccountGrants({
      accounts: createAccountsRepository(db),
      ttlSeconds: env.STAFF_GRANT_CACHE_TTL_SECONDS,
      onLookup: metrics.cacheLookup('account_grants'),
    });
    const grantChanges = await listenForChanges(db, {
      channel: 'grant_changed',
      tables: ['idp_accounts'],
      // The payload is the account's id; none means any account may have changed.
      onChange: (accountId) => accountGrants.invalidate(accountId || undefined),
      onError: (err) => app.log.warn({ err }, 'grant notifications lost; listening again'),
    });
    app.addHook('onClose', () => grantChanges.close());
    grants = accountGrants;
  }
  const posterTokens = posterTokensFromConfig(config);
  const unsubscribeLinks = unsubscribeLinksFromConfig(config);
  const phoneRules = phoneRulesFromEnv(env);
  const proofOfWork = createProofOfWork({
    secret: env.POW_SECRET ?? randomBytes(32).toString('base64url'),
    maxNumber: env.POW_MAX_NUMBER,
    ttlSeconds: env.POW_TTL_SECONDS,
  });
  const sendLimits = createSendLimits(env, app.log, proofOfWork);
  const adminVenues = createAdminVenuesService(db);
  const adminOffers = createAdminOffersService(db, { now });
  const offerProposals = createOfferProposalsService(db, { offers: adminOffers, review: env.PARTNER_OFFER_REVIEW });
  const adminReports = createAdminReportsService(db);
  const staffAccounts = env.EMBEDDED_IDP ? createAdminStaffService({ db, client: env.API_AUDIENCE, publicUrl: config.publicUrl }) : null;
  const onboarding = createOnboardingService({ db, publicUrl: config.publicUrl, limits: sendLimits });
  const issuer = createPromoCodeIssuer({ publicUrl: config.publicUrl, limits: sendLimits });

  await app.register(authPlugin, {
    verify: createTokenVerifier({ issuer: config.issuer, audience: env.API_AUDIENCE, keys }),
    members: memberStates,
    apiAudience: env.API_AUDIENCE,
    grants,
  });

  // The console's export and erasure serve a member's own request too (issue 24).
  const memberRecords = createAdminMembersService({ db, client: env.API_AUDIENCE, sendAccountCode: onboarding.sendAccountCode });

  await app.register(
    async (api) => {
      await api.register(meRoutes, { memberStates, attribution: createSignInAttribution(db) });
      await api.register(updateProfileRoutes, { members, photos, phoneRules });
      await api.register(accountDataRoutes, { members: memberRecords, now });
      await api.register(onboardingRoutes, { onboarding });
      await api.register(weeklyDigestRoutes, { digests: createWeeklyDigestService(db) });
      await api.register(photosRoutes, {
        photos: createPhotoService({ db, photos, faces: createFaceDetector(), limitPerHour: env.PHOTO_UPLOAD_LIMIT_PER_HOUR }),
      });
      await api.register(walletRoutes, { wallet: createWalletService(db, config) });
      await api.register(registrationSourcesRoutes, { registrationSources: createRegistrationSourcesRepository(db) });
      await api.register(contactRoutes, {
        contact: createContactService({ db, to: env.CONTACT_FORM_TO, limitPer10Minutes: env.CONTACT_FORM_LIMIT_PER_10_MINUTES }),
      });
      await api.register(venuesRoutes, { venues, publicList: publicVenues });
      await api.register(faqRoutes, { publicFaq });
      await api.register(offersRoutes, { offers, memberOfferLists, catalogue: offerCatalogue, posterTokens });
      await api.register(vouchersRoutes, {
        vouchers: createVoucherService({ db, settings: env, phoneRules, limits: sendLimits, issuer, onVoucherSent: () => metrics.voucherSent('visitor') }),
      });
      await api.register(promoCodesRoutes, { promoCodes: createPromoCodeService({ db, issuer, onRedeemed: () => metrics.redeemed('voucher') }) });
      await api.register(staffRoutes, {
        staff: createStaffService({
          db,
          venues: staffVenues,
          photos,
          // Signed with the poster secret under a purpose label of their own (ADR 031); a random one on loopback.
          photoLinks: createPhotoLinks({ secret: env.POSTER_SIGNING_SECRET ?? randomBytes(32) }),
          now,
          onRedeemed: () => metrics.redeemed('offer'),
        }),
      });
      await api.register(promotersRoutes, { promoters: createPromoterService({ db, phoneRules, limits: sendLimits, issuer, onVoucherSent: () => metrics.voucherSent('promoter') }) });
      await api.register(proofOfWorkRoutes, { proofOfWork });
      await api.register(mobileSignupRoutes, {
        mobileSignups: createMobileSignupService({ db, settings: env, phoneRules, limits: sendLimits, publicUrl: config.publicUrl }),
      });
      await api.register(twilioStatusRoutes, { outbox: createOutboxRepository(db), authToken: env.TWILIO_AUTH_TOKEN, publicUrl: config.publicUrl });
      await api.register(adminRoutes, {
        prefix: '/admin',
        venues: adminVenues,
        offers: adminOffers,
        proposals: offerProposals,
        promotions: createAdminPromotionsService({ db, publicUrl: config.publicUrl }),
        promoters: createAdminPromotersService({ db, publicUrl: config.publicUrl }),
        members: memberRecords,
        reports: adminReports,
        audit: createAuditRepository(db),
        overview: createAdminOverviewRepository(db),
        sources: createAdminRegistrationSourcesService({ db, publicUrl: config.publicUrl }),
        contact: createAdminContactService(db),
        faq: createAdminFaqService(db),
        // The scheduler is built after the routes; it is there by the time an operator sends.
        campaigns: createAdminCampaignsService({ db, publicUrl: config.publicUrl, wakeSender: () => app.scheduledJobs.wake(CAMPAIGN_SENDS_JOB) }),
        deliveries: createAdminDeliveriesRepository(db),
        staff: staffAccounts,
      });
      await api.register(partnerRoutes, { prefix: '/partner', venues: adminVenues, offers: adminOffers, proposals: offerProposals, staff: staffAccounts, reports: adminReports, figures: createPartnerFiguresRepository(db) });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  const campaignSends = createCampaignSends({ db, links: unsubscribeLinks, publicUrl: config.publicUrl, perMinute: env.CAMPAIGN_SENDS_PER_MINUTE });
  const scheduledJobs = createScheduler({
    db,
    log: app.log,
    jobs: [...retentionJobs(db, env), campaignSends.job, weeklyDigestJob({ db, links: unsubscribeLinks, publicUrl: config.publicUrl, now })],
  });
  app.decorate('scheduledJobs', scheduledJobs);
  app.addHook('onClose', () => scheduledJobs.stop());
  const readiness = createReadiness({ db });
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => {
    readiness.markClosing();
    drain.start(app.server);
  });
  await app.register(healthRoutes, { readiness });
  if (env.METRICS_PORT === 'public') await app.register(metricsRoutes, { registry: metrics.registry });
  await app.register(siteRoutes, { config });
  await app.register(imagesRoutes, {
    counters: createRateLimitCounters(db),
    offers,
    posterTokens,
    findPublicPromoCode: createPromoCodesRepository(db).findPublic,
    limitPerMinute: env.IMAGE_LIMIT_IP_PER_MINUTE,
  });
  await app.register(unsubscribeRoutes, { db, links: unsubscribeLinks, publicUrl: config.publicUrl });
  if (devOutboxEnabled(config)) await app.register(devOutboxRoutes, { outbox: createOutboxRepository(db) });
  await app.register(mediaRoutes);
  await app.register(venueLogoMediaRoutes, { venues: adminVenues });
  await app.register(spaPlugin, {
    build: spaBuild,
    visitorPages: {
      rendererFile: path.join(env.WEB_SSR_DIR, 'visitor-pages.js'),
      site: { config: buildSpaConfig(config), version: buildVersionInfo(config) },
    },
  });

  return app;
}
