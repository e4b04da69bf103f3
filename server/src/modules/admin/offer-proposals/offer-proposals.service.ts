import type { Kysely } from 'kysely';
import {
  type AdminOffer,
  type AdminOfferInput,
  type AdminOfferListQuery,
  type AdminOfferUpdate,
  type AdminPage,
  type OfferProposal,
  type OfferProposalList,
  type OfferProposalRejection,
  type OfferProposalReview,
  OfferReviewMessages,
  type PartnerOffer,
  type PartnerOfferChange,
  type ProposedOffer,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { EVERY_VENUE, type Scope } from '../../auth/scope.ts';
import type { Actor } from '../admin-actor.ts';
import { type AuditedOutcome, auditedChange, notFound } from '../audited-change.ts';
import { requireInScope } from '../console-scope.ts';
import { toAdminOffer } from '../offers/admin-offer.mapper.ts';
import { createAdminOffersRepository } from '../offers/admin-offers.repository.ts';
import { type AdminOffersService, OFFER_UNIQUES, insertOffer, saveOffer } from '../offers/admin-offers.service.ts';
import { toOfferProposal } from './offer-proposal.mapper.ts';
import { type OfferProposalRow, createOfferProposalsRepository } from './offer-proposals.repository.ts';

export interface OfferProposalsServiceOptions {
  offers: AdminOffersService;
  /** PARTNER_OFFER_REVIEW: a manager's new offers and changes wait for the operator's approval. */
  review: boolean;
}

const proposalAudit = (action: string, before: OfferProposal | null, after: OfferProposal) =>
  ({ action, entityType: 'offer_proposal', entityId: after.id, before, after }) as const;

function withoutVersion({ version: _version, ...values }: AdminOfferUpdate): AdminOfferInput {
  return values;
}

/**
 * A venue manager's offers (issue 25, ADR 085): with review on, a new offer or a change waits as a
 * proposal the operator approves or rejects; pausing and resuming never wait. Approval applies the
 * proposal through the console's own offer writes, in one transaction with the proposal's decision and
 * both audit entries.
 */
export function createOfferProposalsService(db: Kysely<Database>, { offers, review }: OfferProposalsServiceOptions) {
  const proposals = createOfferProposalsRepository(db);

  const lockProposalInScope = (scope: Scope, id: number) => async (trx: Kysely<Database>) => {
    const row = await createOfferProposalsRepository(trx).lock(id);
    if (row) requireInScope(scope, row.venue_id);
    return row;
  };

  /** The proposal with the offer as members see it now (null for a new offer). */
  async function reviewOf(executor: Kysely<Database>, row: OfferProposalRow): Promise<OfferProposalReview> {
    const offer = row.offer_id === null ? undefined : await createAdminOffersRepository(executor).find(row.offer_id);
    return { proposal: toOfferProposal(row), before: offer ? toAdminOffer(offer) : null };
  }

  const requirePending = (row: OfferProposalRow) => {
    if (row.state !== 'pending') throw new DomainError('conflict', OfferReviewMessages.alreadyDecided);
  };

  async function withLatestProposals(items: AdminOffer[]): Promise<PartnerOffer[]> {
    const latest = new Map((await proposals.latestFor(items.map((offer) => offer.id))).map((row) => [row.offer_id, toOfferProposal(row)]));
    return items.map((offer) => ({ ...offer, proposal: latest.get(offer.id) ?? null }));
  }

  return {
    /** The offers of the manager's venues, each with its latest proposal. */
    async list(scope: Scope, query: AdminOfferListQuery): Promise<AdminPage<PartnerOffer>> {
      const page = await offers.list(scope, query);
      return { items: await withLatestProposals(page.items), nextCursor: page.nextCursor };
    },

    async get(scope: Scope, id: number): Promise<PartnerOffer> {
      const [offer] = await withLatestProposals([await offers.get(scope, id)]);
      return offer!;
    },

    /** The proposals at the caller's venues, newest first (new offers waiting or rejected among them), and whether the scheme reviews. */
    async proposalsOf(scope: Scope): Promise<OfferProposalList> {
      return { items: (await proposals.forVenues(scope.kind === 'all' ? 'all' : scope.venueIds)).map(toOfferProposal), review };
    },

    async proposeNew(actor: Actor, scope: Scope, input: AdminOfferInput): Promise<PartnerOfferChange> {
      if (!review) return { offer: await offers.create(actor, scope, input), proposal: null };
      requireInScope(scope, input.venueId);
      return auditedChange(db, {
        actor,
        change: async (trx) => {
          if (!(await createAdminOffersRepository(trx).venueExists(input.venueId))) throw notFound();
          const repository = createOfferProposalsRepository(trx);
          const id = await repository.insert({
            offer_id: null,
            venue_id: input.venueId,
            base_version: null,
            values: input,
            proposed_by_issuer: actor.issuer,
            proposed_by_subject: actor.subject,
            proposed_by_email: actor.email,
          });
          const proposal = toOfferProposal((await repository.find(id))!);
          return { answer: { offer: null, proposal }, audit: proposalAudit('propose', null, proposal) };
        },
      });
    },

    /**
     * A change to an offer of the manager's, its `active` left as it is (pausing is `offers.setActive`).
     * Every change to an existing offer is reviewed, paused or live: a paused offer resumes without review.
     */
    async proposeChange(actor: Actor, scope: Scope, offerId: number, input: AdminOfferUpdate): Promise<PartnerOfferChange> {
      return auditedChange(db, {
        actor,
        uniques: OFFER_UNIQUES,
        lock: async (trx) => {
          const row = await createAdminOffersRepository(trx).lock(offerId);
          if (row) requireInScope(scope, row.venue_id);
          return row;
        },
        version: input.version,
        change: async (trx, locked): Promise<AuditedOutcome<PartnerOfferChange>> => {
          const before = toAdminOffer(locked);
          const values: ProposedOffer = { ...withoutVersion(input), active: before.active };
          if (!review) {
            const { offer, audit } = await saveOffer(trx, scope, before, values);
            return { answer: { offer, proposal: null }, audit };
          }
          requireInScope(scope, values.venueId);
          if (!(await createAdminOffersRepository(trx).venueExists(values.venueId))) throw notFound();
          const repository = createOfferProposalsRepository(trx);
          const proposed = { venue_id: values.venueId, base_version: before.version, values, proposed_by_issuer: actor.issuer, proposed_by_subject: actor.subject, proposed_by_email: actor.email };
          const pending = await repository.lockPendingFor(offerId);
          const id = pending ? pending.id : await repository.insert({ offer_id: offerId, ...proposed });
          if (pending) await repository.replace(pending.id, proposed);
          const proposal = toOfferProposal((await repository.find(id))!);
          return { answer: { offer: before, proposal }, audit: proposalAudit('propose', pending ? toOfferProposal(pending) : null, proposal) };
        },
      });
    },

    /** The manager takes back a proposal still waiting. */
    async withdraw(actor: Actor, scope: Scope, id: number, version: number): Promise<OfferProposal> {
      return auditedChange(db, {
        actor,
        lock: lockProposalInScope(scope, id),
        version,
        change: async (trx, locked) => {
          requirePending(locked);
          const repository = createOfferProposalsRepository(trx);
          await repository.decide(id, { state: 'withdrawn' });
          const after = toOfferProposal((await repository.find(id))!);
          return { answer: after, audit: proposalAudit('withdraw', toOfferProposal(locked), after) };
        },
      });
    },

    /** The operator's review queue: each pending proposal with the offer as members see it now. */
    async queue(): Promise<OfferProposalReview[]> {
      return Promise.all((await proposals.pending()).map((row) => reviewOf(db, row)));
    },

    async review(id: number): Promise<OfferProposalReview> {
      const row = await proposals.find(id);
      if (!row) throw notFound();
      return reviewOf(db, row);
    },

    /**
     * Applies the proposal as reviewed. A change whose offer has been saved since it was proposed (or
     * deleted) is refused: applying it would undo the newer change unseen.
     */
    async approve(actor: Actor, id: number, version: number): Promise<OfferProposalReview> {
      return auditedChange(db, {
        actor,
        uniques: OFFER_UNIQUES,
        lock: lockProposalInScope(EVERY_VENUE, id),
        version,
        change: async (trx, locked) => {
          requirePending(locked);
          const repository = createOfferProposalsRepository(trx);
          let outcome;
          if (locked.offer_id === null) {
            outcome = await insertOffer(trx, EVERY_VENUE, locked.values);
          } else {
            const offer = await createAdminOffersRepository(trx).lock(locked.offer_id);
            if (!offer || offer.version !== locked.base_version) throw new DomainError('conflict', OfferReviewMessages.offerChangedSince);
            const before = toAdminOffer(offer);
            outcome = await saveOffer(trx, EVERY_VENUE, before, { ...locked.values, active: before.active });
          }
          await repository.decide(id, { state: 'approved', offer_id: outcome.offer.id, base_version: outcome.offer.version, decided_by_email: actor.email });
          const proposal = toOfferProposal((await repository.find(id))!);
          return {
            answer: { proposal, before: outcome.offer },
            audit: [proposalAudit('approve', toOfferProposal(locked), proposal), outcome.audit],
          };
        },
      });
    },

    async reject(actor: Actor, id: number, { version, reason }: OfferProposalRejection): Promise<OfferProposalReview> {
      return auditedChange(db, {
        actor,
        lock: lockProposalInScope(EVERY_VENUE, id),
        version,
        change: async (trx, locked) => {
          requirePending(locked);
          const repository = createOfferProposalsRepository(trx);
          await repository.decide(id, { state: 'rejected', reason, decided_by_email: actor.email });
          const review = await reviewOf(trx, (await repository.find(id))!);
          return { answer: review, audit: proposalAudit('reject', toOfferProposal(locked), review.proposal) };
        },
      });
    },
  };
}
export type OfferProposalsService = ReturnType<typeof createOfferProposalsService>;
