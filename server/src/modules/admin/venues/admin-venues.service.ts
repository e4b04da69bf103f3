import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import sharp from 'sharp';
import {
  type AdminVenue,
  type AdminVenueInput,
  type AdminVenueListQuery,
  type AdminVenueLogoInput,
  type AdminVenueUpdate,
  AdminMessages,
  type AdminPage,
  VENUE_LOGO_MAX_BYTES,
  VENUE_LOGO_SIZE,
  type PartnerVenueUpdate,
} from '@venue-pass/contracts';
import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { Scope } from '../../auth/scope.ts';
import type { Actor } from '../admin-actor.ts';
import { type UniqueRule, auditedChange, notFound } from '../audited-change.ts';
import { requireInScope } from '../console-scope.ts';
import { toWeeklyAvailability } from '../weekly-hours.ts';
import { toAdminVenue } from './admin-venue.mapper.ts';
import { type VenueValues, createAdminVenuesRepository } from './admin-venues.repository.ts';

const UNIQUE: UniqueRule[] = [{ constraint: 'venues_name_key', field: 'name', message: AdminMessages.venueNameTaken }];
// A logo is a few hundred pixels wide; a larger source is a decompression bomb or a mistake.
const LOGO_MAX_PIXELS = 40_000_000;

function valuesOf(input: AdminVenueInput): VenueValues {
  return {
    name: input.name,
    description: input.description,
    website: input.website,
    address: input.address,
    time_zone: input.timeZone,
    opening_hours: toWeeklyAvailability(input.openingHours),
    active: input.active,
  };
}

/** Resized into a square PNG with transparent padding; anything sharp cannot read is not a logo. */
async function resizeLogo(imageData: string): Promise<Buffer> {
  const source = Buffer.from(imageData, 'base64');
  if (source.length > VENUE_LOGO_MAX_BYTES) throw new DomainError('too-large', 'The logo may be at most 5 MB.');
  try {
    const { format } = await sharp(source, { limitInputPixels: LOGO_MAX_PIXELS }).metadata();
    if (!format || !['png', 'jpeg', 'webp'].includes(format)) throw new Error(`format ${format ?? 'unknown'}`);
    return await sharp(source, { limitInputPixels: LOGO_MAX_PIXELS })
      .rotate()
      .resize(VENUE_LOGO_SIZE, VENUE_LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch (error) {
    throw new DomainError('invalid', AdminMessages.logoNotAnImage, { fields: { imageData: [AdminMessages.logoNotAnImage] }, cause: error });
  }
}

export function createAdminVenuesService(db: Kysely<Database>) {
  const venues = createAdminVenuesRepository(db);

  /** The venue locked for a change, when it is in the caller's scope. */
  const lockInScope = (scope: Scope, id: number) => async (trx: Transaction<Database>) => {
    const row = await createAdminVenuesRepository(trx).lock(id);
    if (row) requireInScope(scope, row.id);
    return row;
  };

  /** Saves what `valuesFrom` makes of the locked venue, with the version the caller saw. */
  const save = (actor: Actor, scope: Scope, id: number, version: number, valuesFrom: (before: AdminVenue) => AdminVenueInput) =>
    auditedChange(db, {
      actor,
      uniques: UNIQUE,
      lock: lockInScope(scope, id),
      version,
      change: async (trx, locked) => {
        const repository = createAdminVenuesRepository(trx);
        const before = toAdminVenue(locked);
        await repository.update(id, version, valuesOf(valuesFrom(before)));
        const after = toAdminVenue((await repository.find(id))!);
        return { answer: after, audit: { action: 'update', entityType: 'venue', entityId: id, before, after } };
      },
    });

  return {
    async list(scope: Scope, query: AdminVenueListQuery): Promise<AdminPage<AdminVenue>> {
      if (scope.kind === 'venues' && scope.venueIds.length === 0) return { items: [], nextCursor: null };
      const page = await venues.list(scope, query);
      return { items: page.items.map(toAdminVenue), nextCursor: page.nextCursor };
    },

    async get(scope: Scope, id: number): Promise<AdminVenue> {
      const row = await venues.find(id);
      if (!row) throw notFound();
      requireInScope(scope, row.id);
      return toAdminVenue(row);
    },

    /** A new venue is no caller's but the operator's: nobody else's scope holds it. */
    async create(actor: Actor, scope: Scope, input: AdminVenueInput): Promise<AdminVenue> {
      if (scope.kind !== 'all') throw new DomainError('forbidden', AdminMessages.notYourVenue);
      return auditedChange(db, {
        actor,
        uniques: UNIQUE,
        change: async (trx) => {
          const repository = createAdminVenuesRepository(trx);
          const id = await repository.insert(valuesOf(input));
          const after = toAdminVenue((await repository.find(id))!);
          return { answer: after, audit: { action: 'create', entityType: 'venue', entityId: id, before: null, after } };
        },
      });
    },

    async update(actor: Actor, scope: Scope, id: number, input: AdminVenueUpdate): Promise<AdminVenue> {
      return save(actor, scope, id, input.version, () => input);
    },

    /** A venue manager's edit of the listing: the name, time zone and whether it is live stay as the operator set them (issue 25). */
    async updateListing(actor: Actor, scope: Scope, id: number, input: PartnerVenueUpdate): Promise<AdminVenue> {
      return save(actor, scope, id, input.version, (before) => ({ ...before, ...input }));
    },

    /** Soft: redemptions, vouchers and reports keep naming the venue; members no longer see it or its offers. */
    async remove(actor: Actor, scope: Scope, id: number, version: number): Promise<void> {
      await auditedChange(db, {
        actor,
        lock: lockInScope(scope, id),
        version,
        change: async (trx, locked) => {
          await createAdminVenuesRepository(trx).update(id, version, { deleted_at: new Date(), active: false });
          return { answer: undefined, audit: { action: 'delete', entityType: 'venue', entityId: id, before: toAdminVenue(locked), after: null } };
        },
      });
    },

    async uploadLogo(actor: Actor, scope: Scope, id: number, input: AdminVenueLogoInput): Promise<AdminVenue> {
      // Resized before the transaction opens: no row stays locked while an image is decoded. Nobody has an
      // image decoded for a venue that is not theirs.
      requireInScope(scope, id);
      const png = await resizeLogo(input.imageData);
      const hash = createHash('sha256').update(png).digest('base64url').slice(0, 16);
      return auditedChange(db, {
        actor,
        lock: lockInScope(scope, id),
        version: input.version,
        change: async (trx, locked) => {
          const repository = createAdminVenuesRepository(trx);
          await repository.saveLogo(id, png, hash);
          await repository.update(id, input.version, { logo_url: venueLogoPath(id, hash) });
          const after = toAdminVenue((await repository.find(id))!);
          return { answer: after, audit: { action: 'upload-logo', entityType: 'venue', entityId: id, before: toAdminVenue(locked), after } };
        },
      });
    },

    /** The stored PNG when the name matches the current logo (old names stop resolving once replaced). */
    async logo(venueId: number, hash: string): Promise<Buffer | undefined> {
      return (await venues.findLogo(venueId, hash))?.png;
    },
  };
}
export type AdminVenuesService = ReturnType<typeof createAdminVenuesService>;

/** Same-origin path of a stored logo; the hash changes with the image, so it can be cached for good. */
export function venueLogoPath(venueId: number, hash: string): string {
  return `/media/venue-logos/${venueId}-${hash}.png`;
}
