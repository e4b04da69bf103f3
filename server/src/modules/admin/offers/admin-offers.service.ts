import type { Kysely, Transaction } from 'kysely';
import {
  type AdminOffer,
  type AdminOfferInput,
  type AdminOfferListQuery,
  type AdminOfferPreview,
  type AdminOfferUpdate,
  type AdminPage,
  AdminMessages,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { Scope } from '../../auth/scope.ts';
import type { Actor } from '../admin-actor.ts';
import { type UniqueRule, auditedChange, notFound } from '../audited-change.ts';
import { requireInScope } from '../console-scope.ts';
import { toWeeklyAvailability } from '../weekly-hours.ts';
import { toAdminOffer, toOfferPreview } from './admin-offer.mapper.ts';
import { type OfferValues, createAdminOffersRepository } from './admin-offers.repository.ts';

/** The offers' unique title per venue, for every change that writes an offer. */
export const OFFER_UNIQUES: UniqueRule[] = [{ constraint: 'offers_venue_title_key', field: 'title', message: AdminMessages.offerTitleTaken }];

function valuesOf(input: AdminOfferInput): OfferValues {
  return {
    venue_id: input.venueId,
    name: input.title,
    description: input.description,
    date_visible_from: input.startsAt,
    date_visible_to: input.endsAt,
    availability: toWeeklyAvailability(input.availability),
    requirement: input.requirement,
    is_vip: input.vip,
    redemption_rule: input.redemptionRule,
    active: input.active,
  };
}

async function requireVenue(repository: ReturnType<typeof createAdminOffersRepository>, venueId: number): Promise<void> {
  if (!(await repository.venueExists(venueId))) {
    throw new DomainError('invalid', AdminMessages.unknownVenue, { fields: { venueId: [AdminMessages.unknownVenue] } });
  }
}

/**
 * Writes a new offer in the caller's transaction, refusing a venue outside the scope or that does not
 * exist; answers what the audit entry records. Shared by the console and the approval of a venue's proposal.
 */
export async function insertOffer(trx: Transaction<Database>, scope: Scope, input: AdminOfferInput) {
  requireInScope(scope, input.venueId);
  const repository = createAdminOffersRepository(trx);
  await requireVenue(repository, input.venueId);
  const id = await repository.insert(valuesOf(input));
  const after = toAdminOffer((await repository.find(id))!);
  return { offer: after, audit: { action: 'create', entityType: 'offer', entityId: id, before: null, after } as const };
}

/** Saves the locked offer `before` as `input` in the caller's transaction: moved only to a venue of the scope. */
export async function saveOffer(trx: Transaction<Database>, scope: Scope, before: AdminOffer, input: AdminOfferInput) {
  const repository = createAdminOffersRepository(trx);
  if (input.venueId !== before.venueId) {
    requireInScope(scope, input.venueId);
    await requireVenue(repository, input.venueId);
  }
  await repository.update(before.id, valuesOf(input));
  const after = toAdminOffer((await repository.find(before.id))!);
  return { offer: after, audit: { action: 'update', entityType: 'offer', entityId: before.id, before, after } as const };
}

export interface AdminOffersServiceOptions {
  /** The clock the preview reads the staff screen's rules at; tests set it. */
  now?: () => Date;
}

export function createAdminOffersService(db: Kysely<Database>, { now = () => new Date() }: AdminOffersServiceOptions = {}) {
  const offers = createAdminOffersRepository(db);

  /** The offer, when it is at a venue of the caller's scope. */
  async function find(scope: Scope, id: number) {
    const row = await offers.find(id);
    if (!row) throw notFound();
    requireInScope(scope, row.venue_id);
    return row;
  }

  /** The offer locked for a change, when it is at a venue of the caller's scope. */
  const lockInScope = (scope: Scope, id: number) => async (trx: Transaction<Database>) => {
    const row = await createAdminOffersRepository(trx).lock(id);
    if (row) requireInScope(scope, row.venue_id);
    return row;
  };

  return {
    async list(scope: Scope, query: AdminOfferListQuery): Promise<AdminPage<AdminOffer>> {
      if (scope.kind === 'venues' && scope.venueIds.length === 0) return { items: [], nextCursor: null };
      const page = await offers.list(scope, query);
      return { items: page.items.map(toAdminOffer), nextCursor: page.nextCursor };
    },

    async get(scope: Scope, id: number): Promise<AdminOffer> {
      return toAdminOffer(await find(scope, id));
    },

    async preview(scope: Scope, id: number): Promise<AdminOfferPreview> {
      const row = await find(scope, id);
      return toOfferPreview(row, await offers.scheduleLock(id, now()));
    },

    async create(actor: Actor, scope: Scope, input: AdminOfferInput): Promise<AdminOffer> {
      requireInScope(scope, input.venueId);
      return auditedChange(db, {
        actor,
        uniques: OFFER_UNIQUES,
        change: async (trx) => {
          const { offer, audit } = await insertOffer(trx, scope, input);
          return { answer: offer, audit };
        },
      });
    },

    async update(actor: Actor, scope: Scope, id: number, input: AdminOfferUpdate): Promise<AdminOffer> {
      return auditedChange(db, {
        actor,
        uniques: OFFER_UNIQUES,
        lock: lockInScope(scope, id),
        version: input.version,
        change: async (trx, locked) => {
          const { offer, audit } = await saveOffer(trx, scope, toAdminOffer(locked), input);
          return { answer: offer, audit };
        },
      });
    },

    /** Pauses or resumes the offer, its other fields as they are (a venue manager's, without review: issue 25). */
    async setActive(actor: Actor, scope: Scope, id: number, version: number, active: boolean): Promise<AdminOffer> {
      return auditedChange(db, {
        actor,
        lock: lockInScope(scope, id),
        version,
        change: async (trx, locked) => {
          const before = toAdminOffer(locked);
          if (before.active === active) return { answer: before, audit: null };
          const repository = createAdminOffersRepository(trx);
          await repository.update(id, { active });
          const after = toAdminOffer((await repository.find(id))!);
          return { answer: after, audit: { action: active ? 'resume' : 'pause', entityType: 'offer', entityId: id, before, after } };
        },
      });
    },

    /** Soft: redemptions keep their offer; members stop seeing it at once. */
    async remove(actor: Actor, scope: Scope, id: number, version: number): Promise<void> {
      await auditedChange(db, {
        actor,
        lock: lockInScope(scope, id),
        version,
        change: async (trx, locked) => {
          await createAdminOffersRepository(trx).update(id, { deleted_at: new Date(), active: false });
          return { answer: undefined, audit: { action: 'delete', entityType: 'offer', entityId: id, before: toAdminOffer(locked), after: null } };
        },
      });
    },
  };
}
export type AdminOffersService = ReturnType<typeof createAdminOffersService>;
