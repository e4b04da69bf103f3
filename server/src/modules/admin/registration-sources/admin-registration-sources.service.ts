import type { Kysely } from 'kysely';
import {
  type AdminPage,
  type AdminRegistrationSource,
  type AdminRegistrationSourceInput,
  type AdminRegistrationSourceUpdate,
  AdminMessages,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { generateRegistrationCode } from '../../registration-sources/registration-sources.repository.ts';
import type { Actor } from '../admin-actor.ts';
import { type UniqueRule, auditedChange, notFound } from '../audited-change.ts';
import { type AdminRegistrationSourceRow, createAdminRegistrationSourcesRepository } from './admin-registration-sources.repository.ts';

const UNIQUE: UniqueRule[] = [{ constraint: 'registration_sources_name_key', field: 'name', message: AdminMessages.sourceNameTaken }];

function toAdminRegistrationSource(row: AdminRegistrationSourceRow, publicUrl: string): AdminRegistrationSource {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    active: row.active,
    link: `${publicUrl}/r/${row.code}`,
    signUps: row.sign_ups,
    version: row.version,
    createdAt: row.created_at.toISOString(),
  };
}

export function createAdminRegistrationSourcesService({ db, publicUrl }: { db: Kysely<Database>; publicUrl: string }) {
  const sources = createAdminRegistrationSourcesRepository(db);
  const map = (row: AdminRegistrationSourceRow) => toAdminRegistrationSource(row, publicUrl);

  return {
    async list(query: Parameters<typeof sources.list>[0]): Promise<AdminPage<AdminRegistrationSource>> {
      const page = await sources.list(query);
      return { items: page.items.map(map), nextCursor: page.nextCursor };
    },

    async get(id: number): Promise<AdminRegistrationSource> {
      const row = await sources.find(id);
      if (!row) throw notFound();
      return map(row);
    },

    async create(actor: Actor, input: AdminRegistrationSourceInput): Promise<AdminRegistrationSource> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        change: async (trx) => {
          const repository = createAdminRegistrationSourcesRepository(trx);
          const id = await repository.insert({ name: input.name, code: generateRegistrationCode() });
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'create', entityType: 'registration_source', entityId: id, before: null, after } };
        },
      });
    },

    /** Renames or retires a source; a retired source's link stops attributing sign-ups. */
    async update(actor: Actor, id: number, input: AdminRegistrationSourceUpdate): Promise<AdminRegistrationSource> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => createAdminRegistrationSourcesRepository(trx).lock(id),
        version: input.version,
        change: async (trx, locked) => {
          const repository = createAdminRegistrationSourcesRepository(trx);
          await repository.update(id, { name: input.name, active: input.active });
          const after = map((await repository.find(id))!);
          return { answer: after, audit: { action: 'update', entityType: 'registration_source', entityId: id, before: map(locked), after } };
        },
      });
    },
  };
}
export type AdminRegistrationSourcesService = ReturnType<typeof createAdminRegistrationSourcesService>;
