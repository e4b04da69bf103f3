import type { OfferProposalState, ProposedOffer } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';

export interface NewProposal {
  offer_id: number | null;
  venue_id: number;
  base_version: number | null;
  values: ProposedOffer;
  proposed_by_issuer: string;
  proposed_by_subject: string;
  proposed_by_email: string;
}

export interface ProposalDecision {
  state: OfferProposalState;
  reason?: string | null;
  offer_id?: number;
  base_version?: number;
  decided_by_email?: string;
}

/** How many proposals a list shows: a venue's recent ones, or the operator's queue, never unbounded. */
const LIST_LIMIT = 200;

export function createOfferProposalsRepository(db: Executor) {
  function withVenue() {
    return db
      .selectFrom('offer_proposals')
      .innerJoin('venues', 'venues.id', 'offer_proposals.venue_id')
      .selectAll('offer_proposals')
      .select('venues.name as venue_name');
  }

  return {
    async find(id: number) {
      return withVenue().where('offer_proposals.id', '=', id).executeTakeFirst();
    },

    async lock(id: number) {
      return withVenue().where('offer_proposals.id', '=', id).forUpdate('offer_proposals').executeTakeFirst();
    },

    /** The offer's pending proposal, locked: a manager's newer change replaces it. */
    async lockPendingFor(offerId: number) {
      return withVenue().where('offer_proposals.offer_id', '=', offerId).where('offer_proposals.state', '=', 'pending').forUpdate('offer_proposals').executeTakeFirst();
    },

    async insert(proposal: NewProposal): Promise<number> {
      const { id } = await db
        .insertInto('offer_proposals')
        .values({ ...proposal, values: JSON.stringify(proposal.values) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** A pending proposal proposed again: the newer values, by whoever proposed them now. */
    async replace(id: number, proposal: Omit<NewProposal, 'offer_id' | 'venue_id'> & { venue_id: number }): Promise<void> {
      await db
        .updateTable('offer_proposals')
        .set({ ...proposal, values: JSON.stringify(proposal.values), proposed_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async decide(id: number, decision: ProposalDecision): Promise<void> {
      await db
        .updateTable('offer_proposals')
        .set({ ...decision, decided_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** The queue: pending proposals, the longest waiting first. */
    async pending() {
      return withVenue().where('offer_proposals.state', '=', 'pending').orderBy('offer_proposals.proposed_at').orderBy('offer_proposals.id').limit(LIST_LIMIT).execute();
    },

    /** The proposals at these venues, newest first. */
    async forVenues(venueIds: readonly number[] | 'all') {
      let select = withVenue();
      if (venueIds !== 'all') {
        if (venueIds.length === 0) return [];
        select = select.where('offer_proposals.venue_id', 'in', [...venueIds]);
      }
      return select.orderBy('offer_proposals.proposed_at', 'desc').orderBy('offer_proposals.id', 'desc').limit(LIST_LIMIT).execute();
    },

    /** Each offer's latest proposal that was not withdrawn. */
    async latestFor(offerIds: readonly number[]) {
      if (offerIds.length === 0) return [];
      return withVenue()
        .distinctOn('offer_proposals.offer_id')
        .where('offer_proposals.offer_id', 'in', [...offerIds])
        .where('offer_proposals.state', '<>', 'withdrawn')
        .orderBy('offer_proposals.offer_id')
        .orderBy('offer_proposals.proposed_at', 'desc')
        .orderBy('offer_proposals.id', 'desc')
        .execute();
    },
  };
}

export type OfferProposalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createOfferProposalsRepository>['find']>>>;
