import { z } from 'zod';

/** The oAuth section of /config/config.json (R-ENTITY-11 to R-ENTITY-13). */
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
 * /config/config.json as served to the SPA: the oAuth and api sections and a version (R-ENTITY-11 to R-ENTITY-15);
 * `site` carries the footer's group name so a scheme can rebrand by configuration.
 */
export const AppConfigSchema = z.object({
  oAuth: OAuthConfigSchema.optional(),
  api: z.object({
    /** Base URL of the product API, e.g. https://venuepass.example/api. */
    host: z.string().optional(),
    /** Base URL of generated images (R-IMAGES-03). */
    imagesUrl: z.string().optional(),
  }),
  site: z.object({ groupName: z.string() }),
  /** What this scheme offers that needs a third party's account: a scheme without one hides it. */
  features: z.object({ appleWallet: z.boolean(), googleWallet: z.boolean() }),
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

/**
 * The pages a visitor opens first, rendered into their HTML by the server (web/src/app/visitor-pages.tsx,
 * server/src/plugins/visitor-pages.ts): what the web's server-side bundle exports.
 */
export interface VisitorPageRenderer {
  /** The addresses rendered; any other page is the app's 'Loading' until its scripts run. */
  visitorPages: readonly string[];
  /** The page at `pathname` for a visitor, as the app renders it with this configuration. */
  renderVisitorPage(pathname: string, site: { config: AppConfig; version: VersionInfo | null }): Promise<string>;
}

/** Where index.html takes a painted page (web/index.html moves it into #root for a visitor). */
export const VISITOR_PAGE_SLOT = '<template id="visitor-page"></template>';

/** index.html with `html`, the page at `pathname`, in its slot: what the server sends a visitor. */
export function withVisitorPage(indexHtml: string, pathname: string, html: string): string {
  // A replacer function, so a '$' in the page is text, not a replacement pattern.
  return indexHtml.replace(VISITOR_PAGE_SLOT, () => `<template id="visitor-page" data-path="${pathname}">${html}</template>`);
}
