import type { OfferRequirement } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { randomPublicId } from '../public-sends/public-ids.ts';

let venueCounter = 0;

/** A promotion with its pool (and venue), for tests; pass only what a test is about. */
export async function createPromotion(
  db: Kysely<Database>,
  options: {
    requireVerification?: boolean;
    capacity?: number | null;
    startsAt?: Date;
    endsAt?: Date;
    withVenue?: boolean;
    name?: string;
    /** Opens the pool to member claims, with this requirement. */
    memberClaims?: OfferRequirement;
  } = {},
) {
  venueCounter += 1;
  const venue = options.withVenue === false
    ? null
    : await db
        .insertInto('venues')
        .values({ name: `Venue ${venueCounter}`, description: 'A test venue', logo_url: '/media/venues/test.svg', website: null })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
  const publicId = randomPublicId();
  const promotion = await db
    .insertInto('promotions')
    .values({
      public_id: publicId,
      name: options.name ?? 'Free coffee',
      venue_id: venue?.id ?? null,
      starts_at: options.startsAt ?? new Date(Date.now() - 3_600_000),
      ends_at: options.endsAt ?? new Date(Date.now() + 30 * 86_400_000),
      require_verification: options.requireVerification ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pool = await db
    .insertInto('promo_code_pools')
    .values({
      public_id: randomPublicId(),
      promotion_id: promotion.id,
      capacity: options.capacity === undefined ? 100 : options.capacity,
      members_may_claim: options.memberClaims !== undefined,
      ...(options.memberClaims ? { member_requirement: options.memberClaims } : {}),
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  return { id: promotion.id, publicId, poolId: pool.id, poolPublicId: pool.public_id, venueId: venue?.id ?? null, venueName: venue?.name ?? null };
}

export async function createPromoter(db: Kysely<Database>, promotionId: number, options: { isActive?: boolean; dailyQuota?: number } = {}) {
  const uniqueCode = randomPublicId();
  const row = await db
    .insertInto('promoters')
    .values({ unique_code: uniqueCode, name: 'Test promoter', promotion_id: promotionId, is_active: options.isActive ?? true, daily_quota: options.dailyQuota ?? 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, uniqueCode };
}

/** Messages the server queued for a number, oldest first. */
export function outboxFor(db: Kysely<Database>, to: string) {
  return db.selectFrom('outbox_messages').selectAll().where('recipient', '=', to).orderBy('created_at').orderBy('id').execute();
}

let phoneCounter = 0;
/** A fresh number in Ofcom's drama range (+44 7700 900000-900999), as the user would type it. */
export function dramaPhone(): { typed: string; e164: string } {
  phoneCounter = (phoneCounter + 1) % 1000;
  const last = String(phoneCounter).padStart(3, '0');
  return { typed: `07700 900${last}`, e164: `+447700900${last}` };
}
