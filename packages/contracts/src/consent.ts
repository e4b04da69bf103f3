import { z } from 'zod';

/**
 * The words a member agrees to when they consent to marketing e-mails, with their version. A change of
 * wording is a new version: each consent event stores the version and the words it was given to.
 */
export const MARKETING_CONSENT = {
  version: 'marketing-email-2026-11',
  wording: 'Yes, I would like to receive news and exclusive offers by e-mail.',
} as const;

/** Where a consent was given or withdrawn. */
export const ConsentSourceSchema = z.enum(['consent-dialog', 'my-account', 'unsubscribe-link']);
export type ConsentSource = z.infer<typeof ConsentSourceSchema>;

/** Query of POST /api/me/consent (which has no body): where the member gave it. */
export const ConsentQuerySchema = z.object({ source: z.enum(['consent-dialog', 'my-account']).default('consent-dialog') });

/** One grant or withdrawal, as the export, the console and My Account show it. */
export const ConsentEventSchema = z.object({
  granted: z.boolean(),
  wording: z.string(),
  wordingVersion: z.string(),
  source: ConsentSourceSchema,
  at: z.iso.datetime({ offset: true }),
});
export type ConsentEvent = z.infer<typeof ConsentEventSchema>;
