import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CountryCode, isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import type { WhatsAppTemplateKind } from '../modules/outbox/outbox.table.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** What Fastify's `trustProxy` receives: nothing, a number of hops, or the proxies' addresses. */
export type TrustedProxies = false | number | string[];

// proxy-addr's names for the private ranges, which are as exact as a CIDR list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, context: z.RefinementCtx): TrustedProxies {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    // Trusting every hop believes the addresses a client writes into X-Forwarded-For itself, which
    // defeats every per-IP limit (docs/decisions/015-trusted-proxies.md).
    context.addIssue({ code: 'custom', message: 'true would trust client-written X-Forwarded-For; give the number of proxies (e.g. 1) or their addresses (CIDR list)' });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    context.addIssue({ code: 'custom', message: `must be a hop count or IP addresses and CIDR ranges (bad: ${bad.join(', ')})` });
    return z.NEVER;
  }
  return entries;
}

/**
 * Checked at start-up so that a bad value (a quoted one, say) stops the server naming the variable: the
 * provider's JSON.parse would fail later, and Node prints the text of a JSON syntax error, the key with it.
 */
function isPrivateJwks(text: string): boolean {
  try {
    const { keys } = JSON.parse(text) as { keys?: unknown };
    return Array.isArray(keys) && keys.length > 0 && keys.every((key: unknown) => typeof key === 'object' && key !== null && 'd' in key);
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  // Prometheus text at /metrics on its own port, never the public one unless set to 'public'; 'off' serves none (docs/OPERATIONS.md).
  METRICS_PORT: z.union([z.enum(['off', 'public']), z.coerce.number().int().min(1).max(65535)]).default(9464),
  METRICS_HOST: z.string().optional(),
  // Read by the OpenTelemetry SDK itself (telemetry/preload.ts); checked here so a typo stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The address members use; builds the issuer, redirect URIs and config.json. Defaults to http://localhost:{PORT}. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // After SIGTERM the instance answers /health/ready 503 this long, still serving, before it stops taking
  // requests: the load balancer's health check must see it leave first (ADR 070). 0 for a single process.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /**
   * Which proxies in front may name the client in X-Forwarded-For: a hop count (`1` for one proxy) or a
   * comma-separated list of their addresses and CIDR ranges. Unset trusts none.
   */
  TRUST_PROXY: z.string().default('').transform(parseTrustProxy),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // The visitor's venue list is dropped on every catalogue notification; this bounds how long a missed one could last.
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Members' states and offer lists are dropped on every member or catalogue notification; the same bound.
  MEMBER_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  // Accounts' grants (the embedded provider's staff roles and venues) are dropped on every grant notification; the same bound.
  STAFF_GRANT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),

  // A venue manager's new offers and changes to offers wait for the operator's approval (issue 25, ADR 085).
  PARTNER_OFFER_REVIEW: flag.default(true),

  DATABASE_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  // Unset: on for a loopback run, off on a public address, where the demo accounts' published passwords
  // (the operator's among them) would open the console to anyone.
  SEED_DEMO: flag.optional(),
  // Off where a deployment runs `npm run migrate` as its own step (docs/OPERATIONS.md): then the server refuses to start on a database that lacks a migration.
  MIGRATE_ON_START: flag.default(true),

  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web', 'dist')),
  // The web's server-side bundle, which renders a visitor's first pages (docs/decisions/089).
  WEB_SSR_DIR: z.string().default(path.join(repoRoot, 'web', 'dist-ssr')),
  APP_VERSION: z.string().default('0.1.0'),
  SITE_GROUP_NAME: z.string().default('Venue Pass Group'),
  GIT_COMMIT: z.string().optional(),

  /** Run the embedded OpenID provider; set false when a real Keycloak realm is the issuer. */
  EMBEDDED_IDP: flag.default(true),
  /** Issuer of access tokens; defaults to the embedded provider's realm. */
  OIDC_ISSUER: z.url().optional(),
  /** JWKS the API verifies tokens with; defaults to {issuer}/protocol/openid-connect/certs. */
  OIDC_JWKS_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('venue-pass-web'),
  OIDC_SCOPE: z.string().default('openid profile email'),
  API_AUDIENCE: z.string().default('venue-pass-api'),
  /** Comma-separated secrets for the embedded provider's cookies; required on a public address, generated and stored on a loopback one. */
  OIDC_COOKIE_KEYS: z.string().optional(),
  /** A private JWKS (JSON) for the embedded provider; required on a public address, generated and stored on a loopback one. */
  OIDC_SIGNING_JWKS: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.trim() === '' || isPrivateJwks(value), 'must be a JWKS in JSON holding private keys, as npm run secrets prints'),
  /**
   * Failed sign-ins one e-mail address may have in 15 minutes, from any client, before each further attempt
   * on it waits (1 s, doubling with each failure, up to SIGN_IN_MAX_DELAY_SECONDS). It is never refused.
   */
  SIGN_IN_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().default(10),
  /** Longest wait before a sign-in attempt on an account with many recent failures; 0 turns the wait off. */
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().nonnegative().max(60).default(10),
  /** Failed sign-ins per client IP in 15 minutes, all e-mail addresses together (password spraying); 429 after. */
  SIGN_IN_IP_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().default(30),
  /** Registration form posts per client IP in 15 minutes; 429 after. */
  REGISTRATION_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().default(20),
  /** Password reset requests per client IP in 15 minutes, all addresses together; 429 after. */
  PASSWORD_RESET_IP_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().default(10),
  /** Reset links e-mailed to one address in 15 minutes; past it the answer stays the same and nothing is sent. */
  PASSWORD_RESET_EMAIL_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().default(3),
  /**
   * Authorization requests (each opens a sign-in page, stored until it expires) per client IP in 15 minutes
   * that did not end in a sign-in or registration; 429 after.
   */
  AUTHORIZATION_LIMIT_PER_15_MINUTES: z.coerce.number().int().positive().default(60),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 3600),
  REFRESH_TOKEN_IDLE_SECONDS: z.coerce.number().int().positive().default(30 * 60),

  /** Country assumed for phone numbers written without a country code (ISO 3166-1 alpha-2). */
  DEFAULT_PHONE_REGION: z
    .string()
    .default('GB')
    .transform((value, context): CountryCode => {
      const code = value.toUpperCase();
      if (isSupportedCountry(code)) return code;
      context.addIssue({ code: 'custom', message: 'must be a country code libphonenumber knows, e.g. GB' });
      return z.NEVER;
    }),

  /** e.g. smtps://user:pass@smtp.example:465; unset keeps e-mails in the local outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Venue Pass <no-reply@venuepass.example>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** E.164 sender numbers; SMS and WhatsApp are delivered only when theirs is set. */
  TWILIO_SMS_FROM: z.string().optional(),
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  /**
   * The approved WhatsApp template (Content SID) a voucher goes as; required with TWILIO_WHATSAPP_FROM.
   * Its variables: {{1}} the promotion (and venue), {{2}} the voucher link, {{3}} the code, {{4}} the last day.
   */
  TWILIO_WHATSAPP_TEMPLATE_VOUCHER: z.string().regex(/^HX[0-9a-fA-F]{32}$/, 'a Content SID: HX and 32 hexadecimal digits').optional(),
  /** The /dev/outbox page; defaults to on only while no mail or SMS transport is configured. */
  DEV_OUTBOX: flag.optional(),

  /** Where contact-form submissions are e-mailed. */
  CONTACT_FORM_TO: z.email().default('hello@venuepass.example'),
  /** Contact-form submissions accepted per client IP in 10 minutes; stops a script flooding the inbox. */
  CONTACT_FORM_LIMIT_PER_10_MINUTES: z.coerce.number().int().positive().default(5),

  /** Countries (ISO 3166-1 alpha-2, comma-separated) whose numbers may receive vouchers, codes and sign-up links. */
  SMS_ALLOWED_COUNTRIES: z
    .string()
    .default('GB')
    .transform((value, context): CountryCode[] => {
      const codes = value.split(',').map((each) => each.trim().toUpperCase()).filter(Boolean);
      const unknown = codes.filter((code) => !isSupportedCountry(code));
      if (codes.length === 0 || unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `must list country codes libphonenumber knows, e.g. GB (bad: ${unknown.join(', ')})` });
        return z.NEVER;
      }
      return codes as CountryCode[];
    }),
  /**
   * E.164 prefixes (comma-separated) accepted although libphonenumber lists them as unallocated; the
   * default is Ofcom's drama range, which reaches nobody and which tests and demos use. Empty turns it off.
   */
  PHONE_FICTIONAL_PREFIXES: z
    .string()
    .default('+447700900')
    .transform((value) => value.split(',').map((each) => each.trim()).filter(Boolean))
    .refine((prefixes) => prefixes.every((prefix) => /^\+\d{2,14}$/.test(prefix)), 'must list E.164 prefixes such as +447700900'),
  /** Messages (SMS and WhatsApp) the public send endpoints may create per UTC day, all numbers together. */
  SEND_DAILY_CAP: z.coerce.number().int().nonnegative().default(2000),
  /** Public send requests (vouchers, promoter sends, mobile sign-ups) per client IP per hour. */
  SEND_LIMIT_IP_PER_HOUR: z.coerce.number().int().nonnegative().default(20),
  /** Past this many send requests from one IP in an hour, each further one must carry a solved proof of work. */
  SEND_POW_AFTER_PER_IP: z.coerce.number().int().nonnegative().default(3),
  /**
   * HMAC secret (at least 32 characters) signing proof-of-work challenges, shared by every instance;
   * required on a public address, a loopback run without it signs with a random secret per process.
   */
  POW_SECRET: z.string().min(32).optional(),
  /** Difficulty: the largest hidden counter; a browser tries about half of it (50 000: about a second). */
  POW_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  POW_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Messages queued per destination number per day (what was sent, not what was asked). */
  SEND_LIMIT_PHONE_PER_DAY: z.coerce.number().int().nonnegative().default(5),
  /** Messages queued per number prefix per hour; SMS pumping walks through consecutive numbers of one range. */
  SEND_LIMIT_PREFIX_PER_HOUR: z.coerce.number().int().nonnegative().default(30),
  /** Leading digits of the E.164 number (without +) that form the prefix, e.g. 9 groups 447700900xxx; at most 10, so a prefix never is a whole number. */
  SEND_LIMIT_PREFIX_DIGITS: z.coerce.number().int().min(4).max(10).default(9),
  /** Messages queued per voucher promotion per hour. */
  SEND_LIMIT_PROMOTION_PER_HOUR: z.coerce.number().int().nonnegative().default(500),
  /** How long a voucher verification code works. */
  VERIFICATION_CODE_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  /** Wrong guesses allowed per verification code before it stops working. */
  VERIFICATION_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** Verification attempts per phone number per hour, across all its codes. */
  VERIFICATION_LIMIT_PHONE_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** A repeated send within this time answers with the code already sent instead of sending another. */
  VERIFICATION_RESEND_SECONDS: z.coerce.number().int().nonnegative().default(60),
  /** How long a mobile sign-up link (/m/{code}) stays valid. */
  MOBILE_SIGNUP_LINK_TTL_HOURS: z.coerce.number().int().positive().default(72),

  /**
   * Apple Wallet: a real Pass Type ID certificate, its key and Apple's WWDR certificate (PEM, all three
   * or none). Without them a public address offers no Apple Wallet pass; a loopback one generates and
   * stores a development chain.
   */
  APPLE_PASS_CERT_PEM: z.string().optional(),
  APPLE_PASS_KEY_PEM: z.string().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_PEM: z.string().optional(),
  APPLE_PASS_TYPE_ID: z.string().min(1).default('pass.example.venuepass'),
  APPLE_TEAM_ID: z.string().min(1).default('VENUEPASS0'),
  /** Google Wallet: issuer id and the service account whose key signs "save" links. */
  GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d+$/).default('3388000000000000000'),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.string().min(1).default('venue-pass-wallet@development.invalid'),
  /** The service account's key (PKCS#8 PEM). Without it a public address offers no Google Wallet card; a loopback one generates and stores one. */
  GOOGLE_WALLET_PRIVATE_KEY_PEM: z.string().optional(),
  /**
   * HMAC secret (at least 32 characters) signing the member named in offer poster addresses; required
   * on a public address, a loopback run without it signs with a random secret per process.
   */
  POSTER_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * HMAC secret (at least 32 characters) signing the member named in the unsubscribe link of marketing
   * e-mails (ADR 077); required on a public address, a loopback run without it signs with a random
   * secret per process.
   */
  UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
  /** How long a poster address from GET /api/offers/{id}/poster works. */
  POSTER_LINK_TTL_DAYS: z.coerce.number().int().positive().max(365).default(30),
  /** Image requests (posters and vouchers) per client IP per minute; each may cost a render. */
  IMAGE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().positive().default(60),

  /** Photo uploads per member per hour; each costs a decode and a face detection. */
  PHOTO_UPLOAD_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),

  /** How long a single-use Apple pass download id stays valid. */
  WALLET_DOWNLOAD_TTL_SECONDS: z.coerce.number().int().positive().max(3600).default(300),

  /**
   * Campaign e-mails queued into the outbox per minute, all campaigns and instances together (ADR 078):
   * keep it under what the mail relay accepts, so a large audience does not trip its limits.
   */
  CAMPAIGN_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),

  // Retention (ADR 065): how long personal data that has served its purpose is kept before the scheduled purges remove it.
  /** Days a sent, failed or held message keeps its recipient, subject, bodies and error; its channel, status and times stay. */
  OUTBOX_BODY_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(7),
  /**
   * Days after a promotion ends (or is deleted) that its vouchers and promoter sends keep visitors' phone
   * numbers (members' verified numbers stay), and after a mobile sign-up link expires unused that it keeps its number.
   */
  VISITOR_PHONE_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  /** Days a staff card look-up (who, which card, where, when, outcome) is kept. */
  STAFF_LOOKUP_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  /** Hours a stored idempotent answer is kept for replays of the same Idempotency-Key. */
  IDEMPOTENT_ANSWER_RETENTION_HOURS: z.coerce.number().int().positive().max(8760).default(24),
  /** Days after an operator marks a contact-form message handled that it is deleted. */
  CONTACT_MESSAGE_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  /** Days after sign-up that an account whose e-mail was never verified, and that nothing else refers to, is deleted. */
  UNVERIFIED_ACCOUNT_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(30),
});

export type Env = z.infer<typeof EnvSchema>;

/** The variable holding each WhatsApp message kind's template (ADR 076). */
export const WHATSAPP_TEMPLATE_VARIABLES = { voucher: 'TWILIO_WHATSAPP_TEMPLATE_VOUCHER' } as const satisfies Record<WhatsAppTemplateKind, keyof Env>;

/** Whether Twilio delivers WhatsApp messages: then every kind needs its template. */
export const twilioWhatsAppConfigured = (env: Pick<Env, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_WHATSAPP_FROM'>): boolean =>
  Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_WHATSAPP_FROM);

/**
 * PUBLIC_URL, or this machine on PORT: otherwise `PORT=3000 npm start` would serve on 3000 while the
 * issuer, redirect URI and config.json named another port, and sign-in would fail.
 */
function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/**
 * The secrets a public address must take from the environment: generated ones would be stored in the
 * database in plain text, where a backup or a read-only SQL injection hands them out
 * (docs/decisions/025-secrets-from-the-environment.md). A loopback run still generates its own.
 */
function productionSecretsMissing(env: Env): string[] {
  const present = (value: string | undefined) => value !== undefined && value.split(',').some((part) => part.trim() !== '');
  const required: [string, string | undefined][] = [
    ...(env.EMBEDDED_IDP
      ? ([
          ['OIDC_SIGNING_JWKS', env.OIDC_SIGNING_JWKS],
          ['OIDC_COOKIE_KEYS', env.OIDC_COOKIE_KEYS],
        ] as [string, string | undefined][])
      : []),
    ['POSTER_SIGNING_SECRET', env.POSTER_SIGNING_SECRET],
    ['POW_SECRET', env.POW_SECRET],
    ['UNSUBSCRIBE_SECRET', env.UNSUBSCRIBE_SECRET],
  ];
  return required.filter(([, value]) => !present(value)).map(([name]) => name);
}

const EnvWithSecretsSchema = EnvSchema.superRefine(
  (env, context) => {
    // Half an Apple signing chain is a mistake to name at start-up, not a wallet quietly off.
    const apple = { APPLE_PASS_CERT_PEM: env.APPLE_PASS_CERT_PEM, APPLE_PASS_KEY_PEM: env.APPLE_PASS_KEY_PEM, APPLE_WWDR_PEM: env.APPLE_WWDR_PEM };
    const appleSet = Object.values(apple).filter(Boolean).length;
    if (appleSet > 0 && appleSet < 3) {
      for (const [name, value] of Object.entries(apple)) {
        if (!value) context.addIssue({ code: 'custom', path: [name], message: 'Apple Wallet needs all three of APPLE_PASS_CERT_PEM, APPLE_PASS_KEY_PEM and APPLE_WWDR_PEM, or none' });
      }
    }
    // A voucher without its template would be refused by WhatsApp (63016) once sent: a start-up error
    // names the missing template before any voucher is queued (ADR 076).
    if (twilioWhatsAppConfigured(env)) {
      for (const name of Object.values(WHATSAPP_TEMPLATE_VARIABLES)) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'required while TWILIO_WHATSAPP_FROM is set: WhatsApp messages go as approved templates; see docs/CONFIGURATION.md' });
      }
    }
    let loopback: boolean;
    try {
      loopback = isLoopbackUrl(publicUrlOf(env));
    } catch {
      return; // an invalid PUBLIC_URL is reported on its own
    }
    if (loopback) return;
    for (const name of productionSecretsMissing(env)) {
      context.addIssue({ code: 'custom', path: [name], message: 'required on a public address (PUBLIC_URL is not loopback); see docs/CONFIGURATION.md' });
    }
  },
  // Also when other variables are bad, so that one failed start lists every problem.
  { when: () => true },
);

/** Parses an environment once, failing with every bad key listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvWithSecretsSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Settings derived from the environment that several parts of the server share. */
export interface AppConfig {
  env: Env;
  publicUrl: string;
  realmPath: string;
  issuer: string;
  jwksUrl: string;
  redirectUri: string;
  /**
   * PUBLIC_URL names this machine (localhost, 127.0.0.0/8, ::1): nobody else can reach the instance, so
   * development conveniences such as the local outbox page are on by default.
   */
  isLoopback: boolean;
  /** Load the demo content into an empty database: SEED_DEMO, or by default only on a loopback address. */
  seedDemo: boolean;
}

/** Whether a URL's host is this machine: `localhost` (and its subdomains), 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

export const REALM = 'venue-pass';

export function deriveConfig(env: Env): AppConfig {
  const publicUrl = publicUrlOf(env).replace(/\/+$/, '');
  const realmPath = `/realms/${REALM}`;
  const issuer = env.OIDC_ISSUER ?? `${publicUrl}${realmPath}`;
  return {
    env,
    publicUrl,
    realmPath,
    issuer,
    jwksUrl: env.OIDC_JWKS_URL ?? `${issuer}/protocol/openid-connect/certs`,
    redirectUri: `${publicUrl}/login/callback`,
    isLoopback: isLoopbackUrl(publicUrl),
    seedDemo: env.SEED_DEMO ?? isLoopbackUrl(publicUrl),
  };
}
