import type { Kysely } from 'kysely';
import {
  type AdminPage,
  type AdminPromoter,
  type AdminPromoterInput,
  type AdminPromoterListQuery,
  type AdminPromoterSend,
  type AdminPromoterUpdate,
  AdminMessages,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { randomPublicId } from '../../public-sends/public-ids.ts';
import type { Actor } from '../admin-actor.ts';
import { type UniqueRule, auditedChange, notFound } from '../audited-change.ts';
import type { PageRequest } from '../keyset-page.ts';
import { type AdminPromoterRow, createAdminPromotersRepository } from './admin-promoters.repository.ts';

// Promoters are told apart by their link codes.
const UNIQUE: UniqueRule[] = [];

function toAdminPromoter(row: AdminPromoterRow, publicUrl: string): AdminPromoter {
  return {
    id: row.id,
    name: row.name,
    promotionId: row.promotion_id,
    promotionName: row.promotion_name,
    dailyQuota: row.daily_quota,
    active: row.is_active,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    link: `${publicUrl}/promoter/${row.unique_code}`,
    sentToday: row.sent_today,
    version: row.version,
    createdAt: row.created_at.toISOString(),
  };
}

/** The console shows that a number was sent to, not the number: the last three digits are enough to tell sends apart. */
function maskPhoneNumber(phoneNumber: string | null): string | null {
  return phoneNumber === null ? null : `${'•'.repeat(Math.max(0, phoneNumber.length - 3))}${phoneNumber.slice(-3)}`;
}

export function createAdminPromotersService({ db, publicUrl }: { db: Kysely<Database>; publicUrl: string }) {
  const promoters = createAdminPromotersRepository(db);
  const map = (row: AdminPromoterRow) => toAdminPromoter(row, publicUrl);

  return {
    async list(query: AdminPromoterListQuery): Promise<AdminPage<AdminPromoter>> {
      const page = await promoters.list(query);
      return { items: page.items.map(map), nextCursor: page.nextCursor };
    },

    async get(id: number): Promise<AdminPromoter> {
      const row = await promoters.find(id);
      if (!row) throw notFound();
      return map(row);
    },

    async create(actor: Actor, input: AdminPromoterInput): Promise<AdminPromoter> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        change: async (trx) => {
          const repository = createAdminPromotersRepository(trx);
          if (!(await repository.promotionExists(input.promotionId))) {
            throw new DomainError('invalid', AdminMessages.unknownPromotion, { fields: { promotionId: [AdminMessages.unknownPromotion] } });
          }
          const id = await repository.insert({ promotion_id: input.promotionId, name: input.name, daily_quota: input.dailyQuota, unique_code: randomPublicId() });
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'create', entityType: 'promoter', entityId: id, before: null, after } };
        },
      });
    },

    async update(actor: Actor, id: number, input: AdminPromoterUpdate): Promise<AdminPromoter> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => createAdminPromotersRepository(trx).lock(id),
        version: input.version,
        change: async (trx, locked) => {
          const repository = createAdminPromotersRepository(trx);
          await repository.update(id, { name: input.name, daily_quota: input.dailyQuota });
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'update', entityType: 'promoter', entityId: id, before: map(locked), after } };
        },
      });
    },

    /** The link stops sending at once: the promoter send checks is_active in its own transaction. */
    async revoke(actor: Actor, id: number, version: number): Promise<AdminPromoter> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => createAdminPromotersRepository(trx).lock(id),
        version,
        change: async (trx, locked) => {
          const repository = createAdminPromotersRepository(trx);
          await repository.update(id, { is_active: false, revoked_at: new Date() });
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'revoke', entityType: 'promoter', entityId: id, before: map(locked), after } };
        },
      });
    },

    async sends(id: number, page: PageRequest): Promise<AdminPage<AdminPromoterSend>> {
      if (!(await promoters.find(id))) throw notFound();
      const result = await promoters.sends(id, page);
      return {
        items: result.items.map((row) => ({
          id: String(row.id),
          maskedPhoneNumber: maskPhoneNumber(row.phone_number),
          outcome: row.outcome,
          createdAt: row.created_at.toISOString(),
        })),
        nextCursor: result.nextCursor,
      };
    },
  };
}
export type AdminPromotersService = ReturnType<typeof createAdminPromotersService>;
