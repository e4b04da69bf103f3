import type { Kysely } from 'kysely';
import {
  type AdminBlockCardInput,
  type AdminMemberDetail,
  type AdminMemberExport,
  type AdminMemberListQuery,
  type AdminMemberSummary,
  type AdminPage,
  type AdminVipMember,
  type CodeSent,
  AdminMessages,
  cardNumberFromUserId,
} from '@venue-pass/contracts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { Database } from '../../../db/database.ts';
import type { MemberRow } from '../../me/members.table.ts';
import type { Actor } from '../admin-actor.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { auditedChange, notFound } from '../audited-change.ts';
import { toAdminMemberDetail, toAdminMemberSummary } from './admin-member.mapper.ts';
import { type AdminMemberRow, createAdminMembersRepository } from './admin-members.repository.ts';
import { createMemberErasureRepository } from './member-erasure.repository.ts';

// The member page shows the latest; the export has everything.
const DETAIL_ROWS = 50;
const EXPORT_ROWS = 100_000;

export interface AdminMembersServiceOptions {
  db: Kysely<Database>;
  /** The client whose roles the API reads (API_AUDIENCE): its staff and operators are not members. */
  client: string;
  /** The onboarding flow's own send of a new account verification code (its limits and message). */
  sendAccountCode: (member: MemberRow) => Promise<CodeSent>;
}

export function createAdminMembersService({ db, client, sendAccountCode }: AdminMembersServiceOptions) {
  const members = createAdminMembersRepository(db, client);

  async function find(id: string): Promise<AdminMemberRow> {
    const row = await members.find(id);
    if (!row) throw notFound();
    return row;
  }

  /** Nothing is written into an erased member's row or sent to its placeholder address (ADR 050). */
  function refuseErased(row: AdminMemberRow | undefined): void {
    if (row?.erased_at) throw new DomainError('conflict', AdminMessages.memberErased, { reason: 'member-erased' });
  }

  async function detailOf(repository: ReturnType<typeof createAdminMembersRepository>, row: AdminMemberRow): Promise<AdminMemberDetail> {
    return toAdminMemberDetail(row, {
      hasPhoto: await repository.hasPhoto(row.id),
      source: await repository.registrationSource(row.id),
      redemptions: await repository.redemptions(row.id, DETAIL_ROWS),
      vouchers: await repository.vouchers(row, DETAIL_ROWS),
      consentHistory: await repository.consentHistory(row.id),
    });
  }

  /** Block, unblock and VIP changes: one locked read, the change, the audit entry, in one transaction. */
  async function change(actor: Actor, id: string, version: number, action: string, apply: (repository: ReturnType<typeof createAdminMembersRepository>) => Promise<void>) {
    return auditedChange(db, {
      actor,
      lock: async (trx) => {
        const locked = await createAdminMembersRepository(trx, client).lock(id);
        refuseErased(locked);
        return locked;
      },
      version,
      change: async (trx, locked) => {
        const repository = createAdminMembersRepository(trx, client);
        const before = await detailOf(repository, locked);
        await apply(repository);
        const after = await detailOf(repository, (await repository.find(id))!);
        return { answer: after, audit: { action, entityType: 'member', entityId: id, before, after } };
      },
    });
  }

  return {
    async search(query: AdminMemberListQuery): Promise<AdminPage<AdminMemberSummary>> {
      const page = await members.search(query);
      return { items: page.items.map(toAdminMemberSummary), nextCursor: page.nextCursor };
    },

    async get(id: string): Promise<AdminMemberDetail> {
      return detailOf(members, await find(id));
    },

    async blockCard(actor: Actor, id: string, input: AdminBlockCardInput): Promise<AdminMemberDetail> {
      return change(actor, id, input.version, 'block-card', (repository) => repository.setCardBlock(id, { at: new Date(), reason: input.reason }));
    },

    async unblockCard(actor: Actor, id: string, version: number): Promise<AdminMemberDetail> {
      return change(actor, id, version, 'unblock-card', (repository) => repository.setCardBlock(id, null));
    },

    async setVip(actor: Actor, id: string, version: number, vip: boolean): Promise<AdminMemberDetail> {
      return change(actor, id, version, vip ? 'vip-add' : 'vip-remove', (repository) => repository.setVip(id, vip));
    },

    async listVip(query: { q?: string | undefined; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined }): Promise<AdminPage<AdminVipMember>> {
      const page = await members.listVip(query);
      return {
        items: page.items.map((row) => ({ memberId: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, cardNumber: cardNumberFromUserId(row.id) })),
        nextCursor: page.nextCursor,
      };
    },

    /** Adds the member named by e-mail or card number to the VIP list (adding a VIP again changes nothing). */
    async addVip(actor: Actor, emailOrCardNumber: string): Promise<AdminMemberDetail> {
      const found = await members.findByEmailOrCard(emailOrCardNumber);
      if (!found) throw new DomainError('not-found', AdminMessages.memberNotFound, { fields: { emailOrCardNumber: [AdminMessages.memberNotFound] } });
      return this.setVip(actor, found.id, found.version, true);
    },

    /** Sent through the onboarding flow, so its limits and message are the member's own; recorded without the code. */
    async resendVerification(actor: Actor, id: string): Promise<{ sentTo: string }> {
      const member = await find(id);
      refuseErased(member);
      const sent = await sendAccountCode(member);
      await createAuditRepository(db).record(actor, { action: 'resend-verification', entityType: 'member', entityId: id, before: null, after: { sentTo: sent.sentTo } });
      return { sentTo: sent.sentTo };
    },

    /** GDPR right of access: everything stored about the member. The export itself is audited, without its content. */
    async export(actor: Actor, id: string): Promise<AdminMemberExport> {
      return auditedChange(db, {
        actor,
        // Read, not locked: an export changes nothing.
        lock: (trx) => createAdminMembersRepository(trx, client).find(id),
        change: async (trx, row) => {
          const repository = createAdminMembersRepository(trx, client);
          const account = await repository.account(row.subject);
          const photo = await repository.photoInfo(id);
          const source = await repository.registrationSource(id);
          const result: AdminMemberExport = {
            exportedAt: new Date().toISOString(),
            profile: {
              id: row.id,
              cardNumber: toAdminMemberSummary(row).cardNumber,
              email: row.email,
              firstName: row.first_name,
              lastName: row.last_name,
              dateOfBirth: row.date_of_birth,
              mobileNumber: row.mobile_number,
              mobileVerifiedAt: row.mobile_verified_at?.toISOString() ?? null,
              accountVerified: row.is_verified,
              mailingConsentAt: row.mailing_consent_at?.toISOString() ?? null,
              studentVerification: row.student_verification,
              vip: row.is_vip,
              cardBlockedAt: row.card_blocked_at?.toISOString() ?? null,
              cardBlockedReason: row.card_blocked_reason,
              createdAt: row.created_at.toISOString(),
              erasedAt: row.erased_at?.toISOString() ?? null,
            },
            account: account ? { email: account.email, givenName: account.given_name, familyName: account.family_name, createdAt: account.created_at.toISOString() } : null,
            photo: photo ? { width: photo.width, height: photo.height, uploadedAt: photo.uploaded_at.toISOString() } : null,
            favouriteVenues: (await repository.favouriteVenues(id)).map((each) => ({ venueId: each.id, venue: each.name, since: each.created_at.toISOString() })),
            registrationSource: source ? { name: source.name, attributedAt: source.attributed_at.toISOString() } : null,
            redemptions: (await repository.redemptions(id, EXPORT_ROWS)).map((each) => ({
              offer: each.offer_title,
              venue: each.venue_name,
              redeemedAt: each.redeemed_at.toISOString(),
              undone: each.undone_at !== null,
            })),
            vouchers: (await repository.vouchers(row, EXPORT_ROWS)).map((each) => ({
              promotion: each.promotion_name,
              phoneNumber: each.phone_number,
              status: each.status,
              issuedAt: each.issued_at?.toISOString() ?? null,
              expiresAt: each.expires_at?.toISOString() ?? null,
            })),
            messages: (await repository.messagesTo([row.email, ...(row.mobile_number ? [row.mobile_number] : [])])).map((each) => ({
              channel: each.channel,
              to: each.recipient,
              subject: each.subject,
              text: each.body_text,
              status: each.status,
              createdAt: each.created_at.toISOString(),
            })),
            contactMessages: (await repository.contactMessagesFrom(row.email)).map((each) => ({
              name: each.name,
              email: each.email,
              message: each.message,
              sentAt: each.created_at.toISOString(),
            })),
            consents: await repository.consentHistory(id),
          };
          return { answer: result, audit: { action: 'export', entityType: 'member', entityId: id, before: null, after: null } };
        },
      });
    },

    /**
     * Right to be forgotten (ADR 040): one transaction; counts stay, the person is gone. Erasing an erased
     * member again runs the erasure again, whatever version the console saw: no change of theirs can be
     * lost, and whatever reached the row since is removed (ADR 050). A member closing their own account
     * gives no version: nothing they could overwrite is theirs to lose.
     */
    async erase(actor: Actor, id: string, version?: number): Promise<void> {
      await auditedChange(db, {
        actor,
        lock: (trx) => createAdminMembersRepository(trx, client).lock(id),
        version: (locked) => (locked.erased_at ? undefined : version),
        change: async (trx, row) => {
          await createMemberErasureRepository(trx).erase(row);
          await createAuditRepository(trx).redactMembers([id]);
          return { answer: undefined, audit: { action: 'erase', entityType: 'member', entityId: id, before: null, after: null } };
        },
      });
    },
  };
}
export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
