import type { Kysely } from 'kysely';
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
import type { Actor } from '../admin-actor.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { type UniqueRule, checkVersion, consoleTransaction, notFound } from '../console-transaction.ts';
import { toWeeklyAvailability } from '../weekly-hours.ts';
import { toAdminOffer, toOfferPreview } from './admin-offer.mapper.ts';
import { type OfferValues, createAdminOffersRepository } from './admin-offers.repository.ts';

const UNIQUE: UniqueRule[] = [{ constraint: 'offers_venue_title_key', field: 'title', message: AdminMessages.offerTitleTaken }];

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

export interface AdminOffersServiceOptions {
  /** The clock the preview reads the staff screen's rules at; tests set it. */
  now?: () => Date;
}

export function createAdminOffersService(db: Kysely<Database>, { now = () => new Date() }: AdminOffersServiceOptions = {}) {
  const offers = createAdminOffersRepository(db);

  async function find(id: number) {
    const row = await offers.find(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: AdminOfferListQuery): Promise<AdminPage<AdminOffer>> {
      const page = await offers.list(query);
      return { items: page.items.map(toAdminOffer), nextCursor: page.nextCursor };
    },

    async get(id: number): Promise<AdminOffer> {
      return toAdminOffer(await find(id));
    },

    async preview(id: number): Promise<AdminOfferPreview> {
      const row = await find(id);
      return toOfferPreview(row, await offers.scheduleLock(id, now()));
    },

    async create(actor: Actor, input: AdminOfferInput): Promise<AdminOffer> {
      return consoleTransaction(db, UNIQUE, async (trx) => {
        const repository = createAdminOffersRepository(trx);
        await requireVenue(repository, input.venueId);
        const id = await repository.insert(valuesOf(input));
        const after = toAdminOffer((await repository.find(id))!);
        await createAuditRepository(trx).record(actor, { action: 'create', entityType: 'offer', entityId: id, before: null, after });
        return after;
      });
    },

    async update(actor: Actor, id: number, input: AdminOfferUpdate): Promise<AdminOffer> {
      return consoleTransaction(db, UNIQUE, async (trx) => {
        const repository = createAdminOffersRepository(trx);
        const before = toAdminOffer(checkVersion(await repository.lock(id), input.version));
        if (input.venueId !== before.venueId) await requireVenue(repository, input.venueId);
        await repository.update(id, valuesOf(input));
        const after = toAdminOffer((await repository.find(id))!);
        await createAuditRepository(trx).record(actor, { action: 'update', entityType: 'offer', entityId: id, before, after });
        return after;
      });
    },

    /** Soft: redemptions keep their offer; members stop seeing it at once. */
    async remove(actor: Actor, id: number, version: number): Promise<void> {
      await consoleTransaction(db, UNIQUE, async (trx) => {
        const repository = createAdminOffersRepository(trx);
        const before = toAdminOffer(checkVersion(await repository.lock(id), version));
        await repository.update(id, { deleted_at: new Date(), active: false });
        await createAuditRepository(trx).record(actor, { action: 'delete', entityType: 'offer', entityId: id, before, after: null });
      });
    },
  };
}
export type AdminOffersService = ReturnType<typeof createAdminOffersService>;
