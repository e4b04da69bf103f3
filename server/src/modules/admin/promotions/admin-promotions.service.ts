import type { Kysely } from 'kysely';
import {
  type AdminPage,
  type AdminPromotion,
  type AdminPromotionInput,
  type AdminPromotionListQuery,
  type AdminPromotionUpdate,
  AdminMessages,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { randomPublicId } from '../../public-sends/public-ids.ts';
import type { Actor } from '../admin-actor.ts';
import { type UniqueRule, auditedChange, notFound } from '../audited-change.ts';
import { toAdminPromotion } from './admin-promotion.mapper.ts';
import { type PromotionValues, createAdminPromotionsRepository } from './admin-promotions.repository.ts';

// Promotions are told apart by their public ids; a promotion may run again under the same name.
const UNIQUE: UniqueRule[] = [];
const CAP_BELOW_ISSUED = 'The cap cannot be lower than the vouchers already issued.';
export const PHONE_NUMBERS_DELETED = 'This promotion ended and its phone numbers were deleted, so it cannot run again. Create a new promotion instead.';

function valuesOf(input: AdminPromotionInput): PromotionValues {
  return {
    name: input.name,
    venue_id: input.venueId,
    channel: input.channel,
    require_verification: input.requireVerification,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    voucher_valid_days: input.voucherValidDays,
  };
}

export function createAdminPromotionsService({ db, publicUrl }: { db: Kysely<Database>; publicUrl: string }) {
  const promotions = createAdminPromotionsRepository(db);
  const map = (row: Parameters<typeof toAdminPromotion>[0]) => toAdminPromotion(row, publicUrl);

  async function requireVenue(repository: ReturnType<typeof createAdminPromotionsRepository>, venueId: number | null) {
    if (venueId !== null && !(await repository.venueExists(venueId))) {
      throw new DomainError('invalid', AdminMessages.unknownVenue, { fields: { venueId: [AdminMessages.unknownVenue] } });
    }
  }

  return {
    async list(query: AdminPromotionListQuery): Promise<AdminPage<AdminPromotion>> {
      const page = await promotions.list(query);
      return { items: page.items.map(map), nextCursor: page.nextCursor };
    },

    async get(id: number): Promise<AdminPromotion> {
      const row = await promotions.find(id);
      if (!row) throw notFound();
      return map(row);
    },

    async create(actor: Actor, input: AdminPromotionInput): Promise<AdminPromotion> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        change: async (trx) => {
          const repository = createAdminPromotionsRepository(trx);
          await requireVenue(repository, input.venueId);
          const id = await repository.insert({ ...valuesOf(input), public_id: randomPublicId() }, { public_id: randomPublicId(), capacity: input.cap });
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'create', entityType: 'promotion', entityId: id, before: null, after } };
        },
      });
    },

    async update(actor: Actor, id: number, input: AdminPromotionUpdate): Promise<AdminPromotion> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => createAdminPromotionsRepository(trx).lock(id),
        version: input.version,
        change: async (trx, row) => {
          const repository = createAdminPromotionsRepository(trx);
          if (input.cap !== null && input.cap < row.issued) {
            throw new DomainError('invalid', CAP_BELOW_ISSUED, { fields: { cap: [CAP_BELOW_ISSUED] } });
          }
          // One voucher per number needs the numbers that got one; retention deleted them (ADR 065).
          if (row.phone_numbers_deleted_at !== null && new Date(input.endsAt).getTime() > Date.now()) {
            throw new DomainError('invalid', PHONE_NUMBERS_DELETED, { fields: { endsAt: [PHONE_NUMBERS_DELETED] } });
          }
          if (input.venueId !== row.venue_id) await requireVenue(repository, input.venueId);
          const before = map(row);
          await repository.update(id, valuesOf(input), input.cap);
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'update', entityType: 'promotion', entityId: id, before, after } };
        },
      });
    },

    /** Soft: issued vouchers and reports keep the promotion; its public link and promoters stop sending. */
    async remove(actor: Actor, id: number, version: number): Promise<void> {
      await auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => createAdminPromotionsRepository(trx).lock(id),
        version,
        change: async (trx, locked) => {
          await createAdminPromotionsRepository(trx).update(id, { deleted_at: new Date() });
          return { answer: undefined, audit: { action: 'delete', entityType: 'promotion', entityId: id, before: map(locked), after: null } };
        },
      });
    },
  };
}
export type AdminPromotionsService = ReturnType<typeof createAdminPromotionsService>;
