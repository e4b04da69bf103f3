import { z } from 'zod';
import { AdminOfferInputSchema, AdminOfferSchema, AdminOfferUpdateSchema, offerFields } from './admin/offers.ts';
import { VersionSchema } from './admin/common.ts';
import { multilineText } from './text.ts';

/** Texts of a venue manager's offers and of the operator's review of them (issue 25). */
export const OfferReviewMessages = {
  /** The operator decides a proposal another operator decided first, or the manager withdrew. */
  alreadyDecided: 'This proposal has already been decided or withdrawn.',
  /** Approving a change to an offer that has changed since the manager proposed it. */
  offerChangedSince: 'The offer has changed since this proposal was made. Reject it and ask the venue to propose again.',
  reasonRequired: 'Say why, so the venue can put it right.',
} as const;

/** Where a proposal stands: waiting for the operator, approved (now live), rejected with a reason, or withdrawn. */
export const OfferProposalStateSchema = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);
export type OfferProposalState = z.infer<typeof OfferProposalStateSchema>;

/** An offer as a manager proposes it: every field of the console's offer. */
export const ProposedOfferSchema = offerFields;
export type ProposedOffer = z.infer<typeof ProposedOfferSchema>;

/** A venue manager's new offer, or change to an offer, and where its review stands. */
export const OfferProposalSchema = z.object({
  id: z.number().int(),
  /** The offer it changes; for a new offer null until approved, then the offer made. */
  offerId: z.number().int().nullable(),
  venueId: z.number().int(),
  venueName: z.string(),
  proposed: ProposedOfferSchema,
  state: OfferProposalStateSchema,
  /** The operator's reason, when rejected. */
  reason: z.string().nullable(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedAt: z.string().nullable(),
  version: z.number().int(),
});
export type OfferProposal = z.infer<typeof OfferProposalSchema>;

/** An offer of the manager's venues, with the latest proposal about it (pending, or the last decided). */
export const PartnerOfferSchema = AdminOfferSchema.extend({ proposal: OfferProposalSchema.nullable() });
export type PartnerOffer = z.infer<typeof PartnerOfferSchema>;
export const PartnerOfferPageSchema = z.object({ items: z.array(PartnerOfferSchema), nextCursor: z.string().nullable() });

/**
 * What a manager's new offer or change did: with review on, it waits as `proposal` and `offer` is the
 * offer as members still see it (null for a new one); with review off, `offer` is the change made.
 */
export const PartnerOfferChangeSchema = z.object({ offer: AdminOfferSchema.nullable(), proposal: OfferProposalSchema.nullable() });
export type PartnerOfferChange = z.infer<typeof PartnerOfferChangeSchema>;

/** Body of POST /api/partner/offers: the console's offer input. */
export const PartnerOfferInputSchema = AdminOfferInputSchema;
/** Body of PUT /api/partner/offers/{id}; `active` is left as it is (pausing has routes of its own). */
export const PartnerOfferUpdateSchema = AdminOfferUpdateSchema;
/** Body of pausing or resuming an offer, or withdrawing or approving a proposal: the version seen. */
export const VersionBodySchema = z.object({ version: VersionSchema });

/**
 * The manager's proposals, newest first, and whether the scheme reviews a manager's new offers and
 * changes (PARTNER_OFFER_REVIEW), so the venue area can say what saving will do before it is done.
 */
export const OfferProposalListSchema = z.object({ items: z.array(OfferProposalSchema), review: z.boolean() });
export type OfferProposalList = z.infer<typeof OfferProposalListSchema>;

/** A proposal in the operator's review queue: what it would change, before (null for a new offer) and after. */
export const OfferProposalReviewSchema = z.object({ proposal: OfferProposalSchema, before: AdminOfferSchema.nullable() });
export type OfferProposalReview = z.infer<typeof OfferProposalReviewSchema>;
export const OfferProposalReviewListSchema = z.object({ items: z.array(OfferProposalReviewSchema) });

/** Body of rejecting a proposal. */
export const OfferProposalRejectionSchema = z.object({
  version: VersionSchema,
  reason: multilineText({ max: 1000, messages: { required: OfferReviewMessages.reasonRequired } }),
});
export type OfferProposalRejection = z.infer<typeof OfferProposalRejectionSchema>;
