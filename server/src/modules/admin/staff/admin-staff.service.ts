import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AdminPage, type AdminStaff, type AdminStaffInviteInput, type AdminStaffVenuesInput, AdminMessages, ROLES, type StaffRole } from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { createActionTokens } from '../../../oidc/action-tokens.ts';
import { hashPassword } from '../../../oidc/password.ts';
import { renderEmail } from '../../email/render-email.ts';
import { createOutboxRepository } from '../../outbox/outbox.repository.ts';
import { type Scope, inScope } from '../../auth/scope.ts';
import type { Actor } from '../admin-actor.ts';
import { requireInScope } from '../console-scope.ts';
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

  /** The account as the caller sees it: a venue manager only the venues of their scope. */
  async function toAdminStaff(repository: ReturnType<typeof repositoryOn>, row: AdminStaffRow, scope?: Scope): Promise<AdminStaff> {
    const shown = scope ? row.pos_site_ids.filter((id) => inScope(scope, id)) : row.pos_site_ids;
    const names = await repository.venueNames(shown);
    return {
      id: row.id,
      role: row.roles[client]?.includes(ROLES.manager) ? ROLES.manager : ROLES.staff,
      email: row.email,
      givenName: row.given_name,
      familyName: row.family_name,
      venues: shown.map((id) => ({ id, name: names.get(id) ?? `Venue ${id} (deleted)` })),
      passwordSet: row.password_set_at !== null,
      version: row.version,
      createdAt: row.created_at.toISOString(),
    };
  }

  async function requireVenues(repository: ReturnType<typeof repositoryOn>, venueIds: number[]): Promise<void> {
    const names = await repository.venueNames(venueIds);
    if (venueIds.some((id) => !names.has(id))) throw new DomainError('invalid', AdminMessages.unknownVenue, { fields: { venueIds: [AdminMessages.unknownVenue] } });
  }

  /** Venues the caller may give: all of them inside their scope, and only the operator names a manager. */
  function requireGrantable(scope: Scope, venueIds: number[], role: StaffRole = ROLES.staff): void {
    if (role !== ROLES.staff && scope.kind !== 'all') throw new DomainError('forbidden', AdminMessages.managersByOperator);
    for (const venueId of venueIds) requireInScope(scope, venueId);
  }

  /** The account's client roles with `role` in place of its staff or manager role; any other role is kept. */
  function withRole(row: AdminStaffRow, role: StaffRole): Record<string, string[]> {
    const others = (row.roles[client] ?? []).filter((held) => held !== ROLES.staff && held !== ROLES.manager);
    return { ...row.roles, [client]: [...others, role] };
  }

  /** The account's venues outside the caller's scope: a venue manager's change never touches them (ADR 086). */
  const keptOutside = (scope: Scope, row: AdminStaffRow) => row.pos_site_ids.filter((id) => !inScope(scope, id));

  return {
    async list(scope: Scope, query: Parameters<ReturnType<typeof repositoryOn>['list']>[1]): Promise<AdminPage<AdminStaff>> {
      const repository = repositoryOn(db);
      const page = await repository.list(scope, query);
      return { items: await Promise.all(page.items.map((row) => toAdminStaff(repository, row, scope))), nextCursor: page.nextCursor };
    },

    /**
     * Creates the account with the staff role for the venues and no usable password, and e-mails a
     * one-time link to set one, through the outbox in the same transaction.
     */
    async invite(actor: Actor, scope: Scope, input: AdminStaffInviteInput): Promise<AdminStaff> {
      const venueIds = [...new Set(input.venueIds)];
      requireGrantable(scope, venueIds, input.role);
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        change: async (trx) => {
          const repository = repositoryOn(trx);
          await requireVenues(repository, venueIds);
          const { id } = await repository.insert({ email: input.email, given_name: input.givenName, family_name: input.familyName, password_hash: unusable, pos_site_ids: venueIds, role: input.role });
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
          return { answer: await toAdminStaff(repository, (await repository.find(id))!, scope), audit: { action: 'invite', entityType: 'staff', entityId: id, before: null, after } };
        },
      });
    },

    /**
     * The caller's venues the account works at, and its role when the operator changes it; a venue manager's
     * change keeps the account's other venues.
     */
    async setVenues(actor: Actor, scope: Scope, id: string, input: AdminStaffVenuesInput): Promise<AdminStaff> {
      const chosen = [...new Set(input.venueIds)];
      requireGrantable(scope, chosen, input.role);
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => repositoryOn(trx).lock(scope, id),
        version: input.version,
        change: async (trx, locked) => {
          const repository = repositoryOn(trx);
          const before = await toAdminStaff(repository, locked);
          await requireVenues(repository, chosen);
          const roles = input.role && input.role !== before.role ? withRole(locked, input.role) : undefined;
          await repository.setVenues(id, [...keptOutside(scope, locked), ...chosen], roles);
          const row = (await repository.find(id))!;
          const after = await toAdminStaff(repository, row);
          return { answer: await toAdminStaff(repository, row, scope), audit: { action: 'update', entityType: 'staff', entityId: id, before, after } };
        },
      });
    },

    /**
     * Takes the account off the caller's venues: the operator's removal, or a venue manager's that leaves no
     * venue, deletes it (signed out everywhere); a venue manager's keeps the account for its other venues.
     */
    async remove(actor: Actor, scope: Scope, id: string, version: number): Promise<void> {
      await auditedChange(db, {
        actor,
        uniques: UNIQUE,
        lock: (trx) => repositoryOn(trx).lock(scope, id),
        version,
        change: async (trx, locked) => {
          const repository = repositoryOn(trx);
          const before = await toAdminStaff(repository, locked);
          const kept = keptOutside(scope, locked);
          if (kept.length === 0) {
            await repository.remove(id);
            return { answer: undefined, audit: { action: 'delete', entityType: 'staff', entityId: id, before, after: null } };
          }
          await repository.setVenues(id, kept);
          const after = await toAdminStaff(repository, (await repository.find(id))!);
          return { answer: undefined, audit: { action: 'update', entityType: 'staff', entityId: id, before, after } };
        },
      });
    },
  };
}
export type AdminStaffService = ReturnType<typeof createAdminStaffService>;
