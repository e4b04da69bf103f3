import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { OfferProposalState, ProposedOffer } from '@venue-pass/contracts';

/** A venue manager's new offer or change to one, waiting for or decided by the operator's review (ADR 085). */
export interface OfferProposalsTable {
  id: Generated<number>;
  /** The offer changed; null for a new offer (until approved, when it names the offer made). */
  offer_id: number | null;
  venue_id: number;
  /** The offer's version the manager changed; null for a new offer. */
  base_version: number | null;
  values: JSONColumnType<ProposedOffer>;
  state: ColumnType<OfferProposalState, OfferProposalState | undefined, OfferProposalState>;
  /** Why the operator rejected it. */
  reason: string | null;
  proposed_by_issuer: string;
  proposed_by_subject: string;
  proposed_by_email: string;
  proposed_at: ColumnType<Date, Date | undefined, Date>;
  decided_by_email: string | null;
  decided_at: Date | null;
  /** Bumped by a trigger on every update. */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
