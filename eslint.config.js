import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries, one block per part of the repository, each a list of import-x/no-restricted-paths
 * zones: every import the part's code makes across its lines fails lint unless docs/ARCHITECTURE.md
 * names it here. Tests and src/testing compose freely; the lines hold for the code that ships.
 */
const basePath = import.meta.dirname;
const webFeatures = readdirSync(`${basePath}/web/src/features`);
/** A file of web/src/<folder>, test files excepted. */
const shippedFilesOf = (folder) => `web/src/${folder}/**/!(*.test).{ts,tsx}`;

/** The deliberate imports between web features (docs/ARCHITECTURE.md), by importing feature. */
const webFeatureEdges = {
  // Any page may ask auth whether someone is signed in.
  '*': ['auth/hooks.ts'],
  // Offers are grouped by venue: venues' favourite star and favourites-first order.
  offers: ['venues/components/favourite-toggle.tsx', 'venues/sort-venues.ts'],
  // The console previews an offer with the member's own card.
  admin: ['offers/components/offer-card.tsx'],
  // A venue manager's area is the console's pages, forms, lists and API in the manager's scope (issue 25).
  partner: ['admin'],
  // The promoter page sends a voucher through vouchers' phone form.
  promoters: ['vouchers/components/phone-number-form.tsx'],
  // The member card shows the photo and offers wallet's buttons and full-screen code; My Account offers
  // auth's change of password at the identity provider and its fresh sign-in before closing the account.
  users: ['photo/api.ts', 'wallet/components/full-screen-qr.tsx', 'wallet/components/wallet-buttons.tsx', 'wallet/messages.ts', 'auth/components/password-section.tsx', 'auth/account-actions.ts'],
};

const webZones = [
  ...webFeatures.map((feature) => ({
    target: shippedFilesOf(`features/${feature}`),
    from: 'web/src/features',
    except: [`./${feature}`, ...webFeatureEdges['*'], ...(webFeatureEdges[feature] ?? [])].map((edge) =>
      edge.startsWith('./') ? edge : `./${edge}`,
    ),
    message: 'A feature imports another only along the edges docs/ARCHITECTURE.md lists (eslint.config.js).',
  })),
  {
    // The app composes features; features reach the store only through its typed hooks.
    target: shippedFilesOf('features'),
    from: 'web/src/app',
    except: ['./hooks.ts'],
    message: 'Features use the typed store hooks of app/hooks.ts and nothing else of app/.',
  },
  {
    // Shared code serves the features and the app, never the other way round.
    target: [shippedFilesOf('components'), shippedFilesOf('config'), 'web/src/lib/**/!(*.test|ky-request).{ts,tsx}'],
    from: 'web/src/features',
    message: 'Shared code (components, config, lib) does not import features.',
  },
  {
    // Requests carry the access token, which only auth's selector reads.
    target: 'web/src/lib/ky-request.ts',
    from: 'web/src/features',
    except: ['./auth/auth-slice.ts'],
    message: 'The request code reads the token through auth-slice.ts and imports nothing else of features.',
  },
  {
    target: [shippedFilesOf('components'), shippedFilesOf('config'), shippedFilesOf('lib')],
    from: 'web/src/app',
    message: 'Shared code (components, config, lib) does not import the app.',
  },
];

const serverModules = readdirSync(`${basePath}/server/src/modules`);
/** A file of a server module, its tests and test helpers excepted. */
const shippedServerFilesOf = (module) => `server/src/modules/${module}/**/!(*.test|*.test-helper|test-factories).ts`;

/**
 * The deliberate imports between server modules (docs/ARCHITECTURE.md), by importing module. Under '*':
 * the building blocks every module may use (counters, idempotency, the outbox and its e-mail look, public
 * sends, one-time codes).
 */
const serverModuleEdges = {
  '*': ['rate-limits', 'idempotency', 'outbox/outbox.repository.ts', 'email', 'public-sends', 'one-time-codes'],
  // The auth plugin loads the member behind a token once per request.
  auth: ['me/member-states.ts', 'me/members.table.ts'],
  // A member's own export and closing of their account are the console's (issue 24).
  me: ['auth/token-verifier.ts', 'photos/photos.repository.ts', 'registration-sources/attribution.ts', 'admin/admin-actor.ts', 'admin/members/admin-members.service.ts'],
  onboarding: ['me/members.repository.ts', 'me/members.table.ts'],
  photos: ['me/members.repository.ts'],
  wallet: ['me/members.table.ts'],
  // config.json tells the SPA which wallets the scheme offers.
  site: ['wallet/wallet-features.ts'],
  // The poster is drawn only when the offers' own rule says the member may see the offer; offers hand out its link.
  images: ['offers/offers.repository.ts'],
  offers: ['images/poster-tokens.ts'],
  // A pool's member requirement uses the offers' requirement rule.
  promotions: ['offers/requirement-met.ts'],
  'promo-codes': ['auth/token-verifier.ts', 'auth/scope.ts', 'redemptions', 'promotions/promotions.repository.ts', 'me/members.table.ts'],
  // Staff act on their current grant's role and sites, read offers by the offers' own eligibility rule and show the member's photo;
  // offer and voucher redemptions, their undo and the day's log are the redemptions repository's (issue 25).
  staff: ['auth/token-verifier.ts', 'auth/scope.ts', 'redemptions', 'offers/offer-eligibility.ts', 'photos/photos.repository.ts', 'me/card-number-range.ts'],
  // A venue manager runs their listing through the console's own services, given their scope (ADR 083, issue 25).
  partner: ['admin'],
  // The voucher flow and promoter links issue codes through the one issuer.
  vouchers: ['promo-codes', 'promotions/promotions.repository.ts'],
  promoters: ['promo-codes/promo-code-issuer.ts', 'promo-codes/messages.ts', 'promotions/promotions.repository.ts'],
  'mobile-signup': ['registration-sources/registration-sources.repository.ts'],
  // The unsubscribe link withdraws the consent as My Account does, recorded the same way (ADR 077).
  unsubscribe: ['onboarding/consent.repository.ts'],
  // Campaigns go out as scheduled jobs, each message with the member's unsubscribe link (ADR 078).
  campaigns: ['scheduled-jobs/scheduler.ts', 'unsubscribe/unsubscribe-links.ts'],
  'registration-sources': ['me/members.repository.ts', 'mobile-signup/mobile-signup.repository.ts'],
  // The outbox sends SMS and WhatsApp through Twilio's transport, which delivers outbox rows (ADR 076).
  outbox: ['twilio/twilio.transport.ts'],
  twilio: ['outbox/outbox.table.ts', 'outbox/transports.ts'],
  // A venue's opening hours are stored in the offers' weekly form.
  venues: ['offers/offers.table.ts'],
  // The weekly digest is a scheduled job listing the offers a member may see by the offers' own rules, and
  // is asked for and stopped like a consent (issue 24).
  'weekly-digest': ['scheduled-jobs/scheduler.ts', 'offers/offers.repository.ts', 'onboarding/consent.repository.ts', 'me/members.table.ts', 'unsubscribe/unsubscribe-links.ts'],
  // The retention purges run as scheduled jobs; a deleted member's audit entries are redacted as erasure redacts them (ADR 065).
  retention: ['scheduled-jobs/scheduler.ts', 'admin/audit/audit.repository.ts'],
  // The console edits the other modules' rows: their table types and mappers, the member's offer view
  // and the staff screen's eligibility rule (the preview), the operator from the token, and the FAQ's own
  // repository (the console and the public page read the same ordered rows).
  admin: [
    'auth/token-verifier.ts',
    // Console services refuse records outside the caller's scope (ADR 083).
    'auth/scope.ts',
    'offers/offer.mapper.ts',
    'offers/offer-eligibility.ts',
    'offers/offers.table.ts',
    'venues/venues.table.ts',
    'me/members.table.ts',
    'me/card-number-range.ts',
    'contact/contact.table.ts',
    'registration-sources/registration-sources.repository.ts',
    // The member page and the export show the consent's history.
    'onboarding/consent.repository.ts',
    'faq/faq.repository.ts',
    'faq/faq.mapper.ts',
    // The Messages area writes, previews and counts campaigns with the campaigns' own e-mail and audience.
    'campaigns/campaigns.repository.ts',
    'campaigns/campaign-email.ts',
    'campaigns/messages.ts',
    // "Delivery problems" lists failed outbox rows with the reason Twilio's code means.
    'outbox/outbox.table.ts',
    'twilio/twilio-errors.ts',
  ],
};

const serverZones = serverModules.map((module) => ({
  target: shippedServerFilesOf(module),
  from: 'server/src/modules',
  except: [...new Set([module, ...serverModuleEdges['*'], ...(serverModuleEdges[module] ?? [])])].map((edge) => `./${edge}`),
  message: 'A server module imports another only along the edges docs/ARCHITECTURE.md lists (eslint.config.js).',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import rules resolve every relative import to its file, so they see the module graph.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver()],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath, zones: webZones }],
      // A module that imports one importing it back runs before its dependency has finished; type-only
      // imports are erased by the build and do not count.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath, zones: serverZones }],
      // Packages are not followed: PGlite's bundle alone exhausts the parser.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '.ci/**', 'container/**', 'cluster-test/**', 'server/test/helpers/harness-step.ts'],
    rules: { 'no-console': 'off' },
  },
);
