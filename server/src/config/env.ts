import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The address members use; builds the issuer, redirect URIs and config.json. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when a TLS-terminating proxy sits in front: trusts X-Forwarded-* and turns on HSTS. */
  TRUST_PROXY: flag.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),

  DATABASE_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  SEED_DEMO: flag.default(true),

  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web', 'dist')),
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
  /** Comma-separated secrets for the embedded provider's cookies; generated and stored when unset. */
  OIDC_COOKIE_KEYS: z.string().optional(),
  /** A private JWKS (JSON) for the embedded provider; generated and stored in the database when unset. */
  OIDC_SIGNING_JWKS: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 3600),
  REFRESH_TOKEN_IDLE_SECONDS: z.coerce.number().int().positive().default(30 * 60),

  /** e.g. smtps://user:pass@smtp.example:465; unset keeps e-mails in the local outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Venue Pass <no-reply@venuepass.example>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** E.164 sender numbers; SMS and WhatsApp are delivered only when theirs is set. */
  TWILIO_SMS_FROM: z.string().optional(),
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  /** The /dev/outbox page; defaults to on only while no mail or SMS transport is configured. */
  DEV_OUTBOX: flag.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses an environment once, failing with every bad key listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
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
}

export const REALM = 'venue-pass';

export function deriveConfig(env: Env): AppConfig {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const realmPath = `/realms/${REALM}`;
  const issuer = env.OIDC_ISSUER ?? `${publicUrl}${realmPath}`;
  return {
    env,
    publicUrl,
    realmPath,
    issuer,
    jwksUrl: env.OIDC_JWKS_URL ?? `${issuer}/protocol/openid-connect/certs`,
    redirectUri: `${publicUrl}/login/callback`,
  };
}
