import { z } from 'zod';

/** The oAuth section of /config/config.json (SPEC 3, Configuration). */
export const OAuthConfigSchema = z.object({
  authorizeUrl: z.url(),
  tokenUrl: z.url(),
  logoutUrl: z.url(),
  clientId: z.string().min(1),
  redirectUri: z.url(),
  scope: z.string().min(1),
  apiAudience: z.string().min(1),
});
export type OAuthConfig = z.infer<typeof OAuthConfigSchema>;

/**
 * /config/config.json as served to the SPA. SPEC 3 names the oAuth and api sections and a version;
 * `site` carries the footer's group name so a scheme can rebrand by configuration.
 */
export const AppConfigSchema = z.object({
  oAuth: OAuthConfigSchema.optional(),
  api: z.object({
    /** Base URL of the product API, e.g. https://venuepass.example/api. */
    host: z.string().optional(),
    /** Base URL of generated images (SPEC 7, Static and images). */
    imagesUrl: z.string().optional(),
  }),
  site: z.object({ groupName: z.string() }),
  version: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** /version.json. */
export const VersionInfoSchema = z.object({
  version: z.string(),
  commit: z.string().optional(),
  builtAt: z.string().optional(),
});
export type VersionInfo = z.infer<typeof VersionInfoSchema>;
