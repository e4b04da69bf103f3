import { z } from 'zod';
import { plausibleDateTime } from '../dates.ts';
import { multilineText } from '../text.ts';
import { adminName } from './common.ts';

/** Longest campaign body: a few paragraphs, which is what people read in an e-mail. */
export const CAMPAIGN_BODY_MAX = 5000;
/** Most venues one audience may name. */
export const CAMPAIGN_VENUES_MAX = 50;

/** What the console says about campaigns (tests assert them). */
export const CampaignMessages = {
  bodyRequired: 'Write the message.',
  bodyTooLong: `At most ${CAMPAIGN_BODY_MAX} characters.`,
  tooManyVenues: `At most ${CAMPAIGN_VENUES_MAX} venues.`,
  unknownOffer: 'Choose an existing offer.',
  unknownVenue: 'Choose an existing venue.',
  sendAtPast: 'Choose a time in the future, or send now.',
  noRecipients: 'No member in this audience has agreed to receive news.',
  notScheduled: 'Only a campaign that has not started can be cancelled.',
} as const;

/**
 * Who a campaign goes to: always members whose marketing consent holds when it is sent, narrowed by
 * every filter set (they combine: students among those who favourited a venue, and so on).
 */
export const CampaignAudienceSchema = z.object({
  /** Members who favourited at least one of these venues; empty: any member. */
  favouriteVenueIds: z.array(z.number().int().positive()).max(CAMPAIGN_VENUES_MAX, { error: CampaignMessages.tooManyVenues }).default([]),
  /** Verified students only. */
  students: z.boolean().default(false),
  vip: z.boolean().default(false),
  /** Members who verified their account only. */
  verifiedOnly: z.boolean().default(false),
});
export type CampaignAudience = z.infer<typeof CampaignAudienceSchema>;

/** The offer or venue a campaign promotes, shown as a card in the e-mail. */
export const CampaignPromotesSchema = z.object({ kind: z.enum(['offer', 'venue']), id: z.number().int().positive() });
export type CampaignPromotes = z.infer<typeof CampaignPromotesSchema>;

/** What a campaign says: its subject, a body of plain paragraphs (a blank line between two), and what it promotes. */
export const CampaignContentSchema = z.object({
  subject: adminName(150),
  body: multilineText({ max: CAMPAIGN_BODY_MAX, messages: { required: CampaignMessages.bodyRequired, tooLong: CampaignMessages.bodyTooLong } }),
  promotes: CampaignPromotesSchema.nullable().default(null),
});
export type CampaignContent = z.infer<typeof CampaignContentSchema>;

/** Body of POST /api/admin/campaigns: send now (`sendAt` null) or at a time. */
export const CampaignInputSchema = CampaignContentSchema.extend({
  audience: CampaignAudienceSchema,
  sendAt: plausibleDateTime().nullable().default(null),
});
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

/** Body of POST /api/admin/campaigns/audience-count. */
export const CampaignAudienceCountInputSchema = z.object({ audience: CampaignAudienceSchema });
/** How many members the audience holds now, consent included. */
export const CampaignAudienceCountSchema = z.object({ count: z.number().int() });
export type CampaignAudienceCount = z.infer<typeof CampaignAudienceCountSchema>;

/** The rendered e-mail, as a member would get it. */
export const CampaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

/** Answer to POST /api/admin/campaigns/test: where the test went (the operator's own address). */
export const CampaignTestSentSchema = z.object({ to: z.string() });

export const CampaignStatusSchema = z.enum(['scheduled', 'sending', 'sent', 'cancelled']);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** A campaign as the console shows it, with how its messages fared. */
export const CampaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  promotes: CampaignPromotesSchema.nullable(),
  audience: CampaignAudienceSchema,
  status: CampaignStatusSchema,
  sendAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  counts: z.object({
    /** Messages put in the outbox for members of the audience. */
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    /** Recipients who used the e-mail's unsubscribe link after it was queued. */
    unsubscribed: z.number().int(),
  }),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** GET /api/admin/campaigns: newest first (a short list, so not paginated). */
export const CampaignListSchema = z.array(CampaignSchema);
