import { z } from 'zod';

/**
 * The words a member agrees to when they consent to marketing e-mails, with their version. A change of
 * wording is a new version: each consent event stores the version and the words it was given to.
 */
export const MARKETING_CONSENT = {
  version: 'marketing-email-2026-11',
  wording: 'Yes, I would like to receive news and exclusive offers by e-mail.',
} as const;

/**
 * The words a member agrees to when they ask for the weekly digest of new offers at their favourite venues
 * (issue 24): an e-mail about offers, so it is asked for and recorded like the marketing consent.
 */
export const WEEKLY_DIGEST_CONSENT = {
  version: 'weekly-digest-2026-11',
  wording: 'Yes, send me a weekly e-mail of new offers at my favourite venues.',
} as const;

/** What a consent is to: marketing e-mails, or the weekly digest. */
export const ConsentPurposeSchema = z.enum(['marketing-email', 'weekly-digest']);
export type ConsentPurpose = z.infer<typeof ConsentPurposeSchema>;

/** Where a consent was given or withdrawn. */
export const ConsentSourceSchema = z.enum(['consent-dialog', 'my-account', 'unsubscribe-link']);
export type ConsentSource = z.infer<typeof ConsentSourceSchema>;

/** Query of POST /api/me/consent (which has no body): where the member gave it. */
export const ConsentQuerySchema = z.object({ source: z.enum(['consent-dialog', 'my-account']).default('consent-dialog') });

/** One grant or withdrawal, as the export, the console and My Account show it. */
export const ConsentEventSchema = z.object({
  purpose: ConsentPurposeSchema,
  granted: z.boolean(),
  wording: z.string(),
  wordingVersion: z.string(),
  source: ConsentSourceSchema,
  at: z.iso.datetime({ offset: true }),
});
export type ConsentEvent = z.infer<typeof ConsentEventSchema>;

/** GET /api/me/weekly-digest: whether the member gets the digest, and how many favourite venues it covers. */
export const WeeklyDigestSchema = z.object({
  subscribed: z.boolean(),
  favouriteVenues: z.number().int().nonnegative(),
});
export type WeeklyDigest = z.infer<typeof WeeklyDigestSchema>;
