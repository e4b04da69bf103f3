import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AdminPage, type AdminStaff, type AdminStaffInviteInput, type AdminStaffVenuesInput, AdminMessages } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { createActionTokens } from '../../../oidc/action-tokens.ts';
import { hashPassword } from '../../../oidc/password.ts';
import { renderEmail } from '../../email/render-email.ts';
import { createOutboxRepository } from '../../outbox/outbox.repository.ts';
import type { Actor } from '../admin-actor.ts';
import { type UniqueRule, auditedChange } from '../audited-change.ts';
import { type AdminStaffRow, createAdminStaffRepository } from './admin-staff.repository.ts';

const UNIQUE: UniqueRule[] = [{ constraint: 'idp_accounts_email_key', field: 'email', message: AdminMessages.staffEmailTaken }];

export interface AdminStaffServiceOptions {
  db: Kysely<Database>;
  /** The client whose roles the API reads (API_AUDIENCE). */
  client: string;
  publicUrl: string;
}

export function createAdminStaffService({ db, client, publicUrl }: AdminStaffServiceOptions) {
  const repositoryOn = (executor: Parameters<typeof createAdminStaffRepository>[0]) => createAdminStaffRepository(executor, client);

  async function toAdminStaff(repository: ReturnType<typeof repositoryOn>, row: AdminStaffRow): Promise<AdminStaff> {
    const names = await repository.venueNames(row.pos_site_ids);
    return {
      id: row.id,
      email: row.email,
      givenName: row.given_name,
      familyName: row.family_name,
      venues: row.pos_site_ids.map((id) => ({ id, name: names.get(id) ?? `Venue ${id} (deleted)` })),
      passwordSet: row.password_set_at !== null,
      version: row.version,
      createdAt: row.created_at.toISOString(),
    };
  }

  async function requireVenues(repository: ReturnType<typeof repositoryOn>, venueIds: number[]): Promise<void> {
    const names = await repository.venueNames(venueIds);
    if (venueIds.some((id) => !names.has(id))) throw new DomainError('invalid', AdminMessages.unknownVenue, { fields: { venueIds: [AdminMessages.unknownVenue] } });
  }

  return {
    async list(query: Parameters<ReturnType<typeof repositoryOn>['list']>[0]): Promise<AdminPage<AdminStaff>> {
      const repository = repositoryOn(db);
      const page = await repository.list(query);
      return { items: await Promise.all(page.items.map((row) => toAdminStaff(repository, row))), nextCursor: page.nextCursor };
    },

    /**
     * Creates the account with the staff role for the venues and no usable password, and e-mails a
     * one-time link to set one, through the outbox in the same transaction.
     */
    async invite(actor: Actor, input: AdminStaffInviteInput): Promise<AdminStaff> {
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        change: async (trx) => {
          const repository = repositoryOn(trx);
          const venueIds = [...new Set(input.venueIds)];
          await requireVenues(repository, venueIds);
          const { id } = await repository.insert({ email: input.email, given_name: input.givenName, family_name: input.familyName, password_hash: unusable, pos_site_ids: venueIds });
          const token = await createActionTokens(trx).issue(id, 'staff-invitation');
          const link = `${publicUrl}/staff-invitation/${token}`;
          await createOutboxRepository(trx).enqueue({
            channel: 'email',
            to: input.email,
            kind: 'staff_invitation',
            ...(await renderEmail({
              subject: 'Your Venue Pass staff account',
              preview: 'Set your password to start redeeming offers at your venue.',
              heading: 'Welcome to the Venue Pass staff screen',
              paragraphs: [`Hello ${input.givenName},`, 'You have been invited to redeem Venue Pass offers at your venue. Set your password within 7 days:'],
              action: { label: 'Set my password', url: link },
              footnote: `Then sign in at ${publicUrl}/staff.`,
            })),
            idempotencyKey: `staff-invitation:${id}`,
          });
          const after = await toAdminStaff(repository, (await repository.find(id))!);
          return { answer: after, audit: { action: 'invite', entityType: 'staff', entityId: id, before: null, after } };
        },
      });
    },

    async setVenues(actor: Actor, id: string, input: AdminStaffVenuesInput): Promise<AdminStaff> {
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => repositoryOn(trx).lock(id),
        version: input.version,
        change: async (trx, locked) => {
          const repository = repositoryOn(trx);
          const before = await toAdminStaff(repository, locked);
          const venueIds = [...new Set(input.venueIds)];
          await requireVenues(repository, venueIds);
          await repository.setVenues(id, venueIds);
          const after = await toAdminStaff(repository, (await repository.find(id))!);
          return { answer: after, audit: { action: 'update', entityType: 'staff', entityId: id, before, after } };
        },
      });
    },

    async remove(actor: Actor, id: string, version: number): Promise<void> {
      await auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => repositoryOn(trx).lock(id),
        version,
        change: async (trx, locked) => {
          const repository = repositoryOn(trx);
          const before = await toAdminStaff(repository, locked);
          await repository.remove(id);
          return { answer: undefined, audit: { action: 'delete', entityType: 'staff', entityId: id, before, after: null } };
        },
      });
    },
  };
}
export type AdminStaffService = ReturnType<typeof createAdminStaffService>;
