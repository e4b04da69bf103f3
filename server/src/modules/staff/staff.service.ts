import { randomUUID } from 'node:crypto';
import {
  OfferLockReasonText,
  type StaffCard,
  StaffMessages,
  type StaffOffer,
  type StaffRedemption,
  type StaffRedemptionInput,
  type StaffRedemptionLog,
  type StaffVenue,
} from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type Scope, inScope } from '../auth/scope.ts';
import type { Principal } from '../auth/token-verifier.ts';
import { idempotencyKey, withIdempotency } from '../idempotency/idempotency.ts';
import type { PhotosRepository } from '../photos/photos.repository.ts';
import { createRedemptionsRepository } from '../redemptions/redemptions.repository.ts';
import { staffAnswers } from './messages.ts';
import { currentPeriods, localDate, localDayBounds, periodKey } from './period-key.ts';
import type { PhotoLinks } from './photo-links.ts';
import { toStaffRedemption, toStaffVenue, undoableUntil } from './staff.mapper.ts';
import { type StaffVenueRow, createStaffRepository } from './staff.repository.ts';
import type { StaffVenues } from './staff-venues.ts';

export interface StaffServiceOptions {
  db: Kysely<Database>;
  /** The venues staff act at, kept in memory (ADR 095). */
  venues: Pick<StaffVenues, 'get'>;
  photos: Pick<PhotosRepository, 'findJpeg'>;
  photoLinks: PhotoLinks;
  /** The clock offers' hours, periods and the undo window are read at; tests set it. */
  now?: () => Date;
  /** Told of each committed redemption (not of replays), for the metrics. */
  onRedeemed: () => void;
}

const STATUS_ORDER: Record<StaffOffer['status'], number> = { available: 0, used: 1, locked: 2 };

/** What venue staff do at the counter: look up a card, redeem an offer, undo it, read the day's log. */
export function createStaffService({ db, venues, photos, photoLinks, now = () => new Date(), onRedeemed }: StaffServiceOptions) {
  const staffRepository = createStaffRepository(db);
  const redemptions = createRedemptionsRepository(db);

  /** The venue the role guard let the caller act at (ADR 083); a 403 when it was deleted since. */
  async function venueFor(venueId: number): Promise<StaffVenueRow> {
    const venue = await venues.get(venueId);
    if (!venue) throw new DomainError('forbidden', StaffMessages.otherVenue);
    return venue;
  }

  /**
   * A card that names nobody (a typo, or an erased member's) is 'Card not found', so staff check what they
   * typed; a blocked one is 'Card not valid' (issue 22 item 7, ADR 058). Both are 404: neither is a member.
   */
  const cardRefusal = (member: { blocked: boolean } | undefined) =>
    new DomainError('not-found', member ? StaffMessages.cardNotValid : StaffMessages.cardNotFound);

  return {
    async venues(scope: Scope): Promise<StaffVenue[]> {
      return (await staffRepository.venues(scope)).map(toStaffVenue);
    },

    /** The member behind a card as staff need them, and the venue's offers for them now; every lookup is recorded. */
    async lookUp(staff: Principal, cardId: string, venueId: number): Promise<StaffCard> {
      const at = now();
      const venue = await venueFor(venueId);
      const { member, offers } = await staffRepository.lookUp(cardId, venue.id, at, currentPeriods(at, venue.time_zone), staff);
      if (!member || member.blocked) throw cardRefusal(member);
      const staffOffers = offers.map((offer): StaffOffer => {
        const used = offer.used_at;
        const status = used ? 'used' : offer.lock_reason ? 'locked' : 'available';
        return {
          id: offer.id,
          name: offer.name,
          description: offer.description,
          redemptionRule: offer.redemption_rule,
          status,
          lockReason: status === 'locked' ? offer.lock_reason : null,
          usedAt: used?.toISOString() ?? null,
        };
      });
      staffOffers.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
      return {
        firstName: member.first_name,
        lastInitial: member.last_name.trim().charAt(0).toUpperCase(),
        photoUrl: member.has_photo ? photoLinks.path(member.id, at) : null,
        badges: { verified: member.is_verified, student: member.is_student, vip: member.is_vip },
        offers: staffOffers,
      };
    },

    /**
     * Redeems an offer for the member behind the card, once per period of the offer's rule (the unique
     * index decides, so concurrent redeems give one success). A retry with the same Idempotency-Key gets
     * the first redemption as it is now, or a 409 once it was undone (ADR 053).
     */
    async redeem(staff: Principal, input: StaffRedemptionInput, idempotencyHeader: string | undefined): Promise<StaffRedemption> {
      const venue = await venueFor(input.venueId);
      // Keyed per staff member, so one person's key can never replay another's answer.
      const key = idempotencyHeader ? idempotencyKey(`staff-redemption:${staff.issuer}:${staff.subject}`, idempotencyHeader, input) : null;
      // Set by the work, which a replay does not run; read once the transaction has committed.
      let redeemed = false;
      const redemption = await withIdempotency<StaffRedemption>(db, key, {
        statusCode: 201,
        replay: async (stored, executor) => {
          const row = await createRedemptionsRepository(executor).find(stored.id);
          if (!row) throw new DomainError('not-found', StaffMessages.redemptionNotFound);
          if (row.undone_at !== null) throw new DomainError('conflict', StaffMessages.redemptionUndone);
          return toStaffRedemption(row, venue.id, staff, now());
        },
        work: async (trx, answer) => {
          const repository = createStaffRepository(trx);
          const at = now();
          const member = await repository.findCardMember(input.cardId);
          if (!member || member.blocked) throw cardRefusal(member);
          // The answer carries the member's first name.
          answer.names(member.id);
          const offer = await repository.offerFor(member.id, venue.id, input.offerId, at);
          if (!offer) throw new DomainError('not-found', StaffMessages.offerNotFound);
          if (offer.lock_reason) {
            throw new DomainError('unprocessable', StaffMessages.notEligible, {
              reason: offer.lock_reason,
              fields: { offerId: [OfferLockReasonText[offer.lock_reason]] },
            });
          }
          const id = randomUUID();
          const inserted = await createRedemptionsRepository(trx).insertOfferRedemption({
            id,
            offerId: offer.id,
            memberId: member.id,
            venueId: venue.id,
            periodKey: periodKey(offer.redemption_rule, at, venue.time_zone) ?? id,
            staff,
            at,
          });
          if (!inserted) throw new DomainError('conflict', StaffMessages.alreadyUsed);
          redeemed = true;
          const row = {
            id: inserted.id,
            kind: 'offer' as const,
            venue_id: venue.id,
            title: offer.name,
            member_first_name: member.first_name,
            staff_issuer: staff.issuer,
            staff_subject: staff.subject,
            redeemed_at: inserted.redeemed_at,
            undone_at: null,
          };
          return toStaffRedemption(row, venue.id, staff, at);
        },
      });
      if (redeemed) onRedeemed();
      return redemption;
    },

    /** Undoes an offer or voucher redemption: only the staff member who made it, within the undo window. */
    async undo(staff: Principal, scope: Scope, id: string): Promise<StaffRedemption> {
      // The venue is checked before the transaction: a redemption's venue never changes.
      const found = await redemptions.find(id);
      if (!found) throw new DomainError('not-found', StaffMessages.redemptionNotFound);
      // A voucher redeemed at no venue before ADR 053 belongs to no venue's day, so no venue's staff undo it.
      const venueId = found.venue_id;
      if (venueId === null) throw new DomainError('forbidden', StaffMessages.otherVenue);
      if (!inScope(scope, venueId)) throw new DomainError('forbidden', StaffMessages.otherVenue);
      return db.transaction().execute(async (trx) => {
        const repository = createRedemptionsRepository(trx);
        const row = await repository.find(id, { lock: true });
        if (!row) throw new DomainError('not-found', StaffMessages.redemptionNotFound);
        const at = now();
        if (!undoableUntil(row, staff, at)) throw new DomainError('conflict', StaffMessages.undoExpired);
        await repository.markUndone(row.kind, row.id, staff, at);
        return toStaffRedemption({ ...row, undone_at: at }, venueId, staff, at);
      });
    },

    /** The venue's redemptions of one venue-local day (today when not given), offers and vouchers, newest first. */
    async log(staff: Principal, venueId: number, date: string | undefined): Promise<StaffRedemptionLog> {
      const venue = await venueFor(venueId);
      const at = now();
      const day = date ?? localDate(at, venue.time_zone);
      const { from, to } = localDayBounds(day, venue.time_zone);
      const rows = await redemptions.log(venueId, from, to);
      return { venueId, date: day, redemptions: rows.map((row) => toStaffRedemption(row, venueId, staff, at)) };
    },

    /** The member's photo behind a signed photo link, while the link lasts. */
    async photo(token: string): Promise<Buffer> {
      const memberId = photoLinks.verify(token, now());
      const jpeg = memberId ? await photos.findJpeg(memberId) : undefined;
      if (!jpeg) throw new DomainError('not-found', staffAnswers.photoNotFound);
      return jpeg;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
