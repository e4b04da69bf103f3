import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PromoCodeRow, PromoCodesTable } from './vouchers.table.ts';
import type { OfferRequirement } from '@venue-pass/contracts';
import { requirementMet } from '../offers/requirement-met.ts';
import { randomPublicId, randomVoucherCode } from './public-ids.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface PromotionWithPool {
  id: number;
  public_id: string;
  name: string;
  venue_id: number | null;
  venue_name: string | null;
  require_verification: boolean;
  voucher_valid_days: number;
  ends_at: Date;
  pool_id: number;
  /** Now within the promotion's window and the pool not used up. */
  is_available: boolean;
}

function promotionsQuery(db: Executor) {
  return db
    .selectFrom('promotions')
    .innerJoin('promo_code_pools', 'promo_code_pools.promotion_id', 'promotions.id')
    .leftJoin('venues', 'venues.id', 'promotions.venue_id')
    .select([
      'promotions.id',
      'promotions.public_id',
      'promotions.name',
      'promotions.venue_id',
      'venues.name as venue_name',
      'promotions.require_verification',
      'promotions.voucher_valid_days',
      'promotions.ends_at',
      'promo_code_pools.id as pool_id',
      sql<boolean>`promotions.starts_at <= now() and now() < promotions.ends_at
        and (promo_code_pools.capacity is null or promo_code_pools.issued < promo_code_pools.capacity)`.as('is_available'),
    ]);
}

export function findPromotionByPublicId(db: Executor, publicId: string): Promise<PromotionWithPool | undefined> {
  return promotionsQuery(db).where('promotions.public_id', '=', publicId).executeTakeFirst();
}

export function findPromotionById(db: Executor, id: number): Promise<PromotionWithPool | undefined> {
  return promotionsQuery(db).where('promotions.id', '=', id).executeTakeFirst();
}

export interface MemberPoolClaim extends PromotionWithPool {
  member_requirement: OfferRequirement;
  member_is_verified: boolean;
  /** The member meets the pool's requirement (requirement-met.ts, the rule offers use). */
  member_meets_requirement: boolean;
}

/** A pool open to members, by its public id, with what the member lacks to claim from it; pools of phone promotions are not found. */
export function findMemberPoolClaim(db: Executor, poolPublicId: string, memberId: string): Promise<MemberPoolClaim | undefined> {
  return promotionsQuery(db)
    .innerJoin('members', (join) => join.on('members.id', '=', memberId))
    .select([
      'promo_code_pools.member_requirement',
      'members.is_verified as member_is_verified',
      requirementMet(sql.ref<OfferRequirement>('promo_code_pools.member_requirement')).as('member_meets_requirement'),
    ])
    .where('promo_code_pools.public_id', '=', poolPublicId)
    .where('promo_code_pools.members_may_claim', '=', true)
    .executeTakeFirst();
}

/** Takes one code from the pool; false when the pool is used up. Concurrent takers cannot overdraw it. */
export async function takeFromPool(trx: Transaction<Database>, poolId: number): Promise<boolean> {
  const row = await trx
    .updateTable('promo_code_pools')
    .set({ issued: sql`issued + 1` })
    .where('id', '=', poolId)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb('issued', '<', eb.ref('capacity'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

type NewPromoCode = Omit<PromoCodesTable, 'id' | 'code' | 'created_at' | 'verification_attempts' | 'verification_sends'> & {
  verification_sends?: number;
};

/**
 * Inserts a code with fresh random id and code text. Returns undefined when the holder already has a
 * code for this promotion (or pool): the unique indexes make that check race-free.
 */
export async function insertPromoCode(trx: Transaction<Database>, values: NewPromoCode): Promise<PromoCodeRow | undefined> {
  // A clash of the random id or code text is astronomically rare; it is retried rather than reported.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await trx
      .insertInto('promo_codes')
      .values({ ...values, id: randomPublicId(), code: randomVoucherCode() })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    const holder = values.phone_number
      ? await findPhoneCode(trx, values.promotion_id, values.phone_number)
      : await findMemberCode(trx, values.pool_id, values.member_id!);
    if (holder) return undefined;
  }
  throw new Error('could not generate a unique promo code');
}

/** The code a number holds for a promotion, locked until the transaction ends. */
export function findPhoneCode(trx: Transaction<Database>, promotionId: number, phoneNumber: string): Promise<PromoCodeRow | undefined> {
  return trx
    .selectFrom('promo_codes')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('phone_number', '=', phoneNumber)
    .forUpdate()
    .executeTakeFirst();
}

export function findMemberCode(trx: Transaction<Database>, poolId: number, memberId: string): Promise<PromoCodeRow | undefined> {
  return trx
    .selectFrom('promo_codes')
    .selectAll()
    .where('pool_id', '=', poolId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export function findPromoCode(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<PromoCodeRow | undefined> {
  const query = db.selectFrom('promo_codes').selectAll().where('id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export interface PublicPromoCode {
  id: string;
  code: string;
  promotionName: string;
  venueId: number | null;
  venueName: string | null;
  expiresAt: Date;
  redeemedAt: Date | null;
  isRedeemed: boolean;
}

function publicPromoCodes(db: Executor) {
  return db
    .selectFrom('promo_codes')
    .innerJoin('promotions', 'promotions.id', 'promo_codes.promotion_id')
    .leftJoin('venues', 'venues.id', 'promotions.venue_id')
    .leftJoin('promo_code_redemptions', 'promo_code_redemptions.promo_code_id', 'promo_codes.id')
    .select([
      'promo_codes.id',
      'promo_codes.code',
      'promotions.name as promotionName',
      'promotions.venue_id as venueId',
      'venues.name as venueName',
      sql<Date>`promo_codes.expires_at`.as('expiresAt'),
      'promo_code_redemptions.redeemed_at as redeemedAt',
      sql<boolean>`promo_code_redemptions.promo_code_id is not null`.as('isRedeemed'),
    ])
    .where('promo_codes.status', '=', 'issued');
}

/**
 * What the public promo-code image (/images/promo-code/public/{id}) shows: code text, promotion,
 * venue, expiry and whether it was redeemed. Only issued codes are found; a code still awaiting its
 * verification is not a voucher yet.
 */
export function findPublicPromoCode(db: Executor, promoCodeId: string): Promise<PublicPromoCode | undefined> {
  return publicPromoCodes(db).where('promo_codes.id', '=', promoCodeId).executeTakeFirst();
}

export function findPublicPromoCodeByCode(db: Executor, code: string): Promise<PublicPromoCode | undefined> {
  return publicPromoCodes(db).where('promo_codes.code', '=', code).executeTakeFirst();
}

/** Records the one redemption a code can have; false when it was redeemed before. */
export async function insertRedemption(
  trx: Transaction<Database>,
  values: { promoCodeId: string; venueId: number | null; staffIssuer: string; staffSubject: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('promo_code_redemptions')
    .values({ promo_code_id: values.promoCodeId, venue_id: values.venueId, staff_issuer: values.staffIssuer, staff_subject: values.staffSubject })
    .onConflict((conflict) => conflict.column('promo_code_id').doNothing())
    .returning('promo_code_id')
    .executeTakeFirst();
  return row !== undefined;
}
