import { sql } from 'kysely';
import { type AdminMemberListQuery, ROLES } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import { type Keyset, keysetPage } from '../keyset-page.ts';
import { type SearchCondition, keysetSearchPage } from '../keyset-search.ts';
import { prefixPattern } from '../like-pattern.ts';
import { cardNumberRange } from '../../me/card-number-range.ts';
import { createConsentRepository } from '../../onboarding/consent.repository.ts';
import { holdsAnyRole } from '../../../oidc/accounts.repository.ts';

// Each expression is the one its index (2026_11_25_140000) and its statistics (2026_11_30_100000) are
// built on, so the prefix filter and the keyset order are both read from the index.
const EMAIL = sql`(lower(members.email) collate "C")`;
const FIRST_NAME = sql`(lower(members.first_name) collate "C")`;
const LAST_NAME = sql`(lower(members.last_name) collate "C")`;
const SORT: Record<AdminMemberListQuery['sort'], Keyset['sort']> = {
  email: { sql: EMAIL, type: 'text' },
  lastName: { sql: LAST_NAME, type: 'text' },
  createdAt: { sql: sql`members.created_at`, type: 'timestamptz' },
};
const ID: Keyset['id'] = { sql: sql`members.id`, type: 'uuid' };

const TEXT_COLUMNS = { email: EMAIL, firstName: FIRST_NAME, lastName: LAST_NAME };

function startOf(column: keyof typeof TEXT_COLUMNS, text: string): SearchCondition & { column: keyof typeof TEXT_COLUMNS; start: string } {
  return { where: sql<boolean>`${TEXT_COLUMNS[column]} like ${prefixPattern(text)}`, column, start: text.toLowerCase() };
}

/**
 * What a search finds, as conditions any of which a member matches, each served by its own index (ADR 042,
 * ADR 055); none for every member. A card number is a range of the primary key; text with '@', '.' or a digit is the start of an
 * e-mail address; two words are the starts of the first and the last name; one word is the start of the
 * first name, the last name or the e-mail address (a search for 'demo' finds demo@venuepass.example).
 */
function searchConditions(text: string | undefined, sort: AdminMemberListQuery['sort']): SearchCondition[] {
  const q = text?.trim();
  if (!q) return [];
  const card = cardNumberRange(q);
  if (card) return [{ where: sql<boolean>`members.id between ${card.from} and ${card.to}`, few: true }];
  // A condition on the start of the column the list is sorted by is one range of that column's index.
  const ranged = ({ where, column, start }: ReturnType<typeof startOf>): SearchCondition => ({ where, sortKeyPrefix: column === sort ? start : undefined });
  if (/[@.\d]/.test(q)) return [ranged(startOf('email', q))];
  const [first, ...rest] = q.split(/\s+/);
  if (rest.length > 0) {
    const last = startOf('lastName', rest.join(' '));
    return [ranged({ ...last, where: sql<boolean>`${startOf('firstName', first!).where} and ${last.where}` })];
  }
  return [ranged(startOf('firstName', q)), ranged(startOf('lastName', q)), ranged(startOf('email', q))];
}

/** @param client The client whose roles the API reads (API_AUDIENCE). */
export function createAdminMembersRepository(db: Executor, client: string) {
  // Staff, venue managers and operators of the embedded provider get a member row when they open the member app; they
  // are not members to the console (issue 22 item 10). Their accounts are few, read through the roles'
  // index; PostgreSQL checks each row against a hash of them. An external Keycloak keeps its roles to
  // itself (ADR 055, ADR 075).
  const notStaff = sql<boolean>`members.subject not in (
    select id::text from idp_accounts where ${holdsAnyRole(client, [ROLES.staff, ROLES.manager, ROLES.admin])})`;

  return {
    /**
     * By e-mail, name or card number; erased members, staff and operators are never found. Each condition
     * of the search hands over its own first members after the cursor (keyset-search.ts), so a page of a
     * common match reads a few dozen rows rather than sorting every match again (ADR 055).
     */
    async search(query: AdminMemberListQuery) {
      const rows = () =>
        db
          .selectFrom('members')
          .select(['members.id', 'members.email', 'members.first_name', 'members.last_name', 'members.card_blocked_at', 'members.created_at'])
          .where('members.erased_at', 'is', null)
          .where(notStaff);
      return keysetSearchPage(db, { rows, table: 'members', conditions: searchConditions(query.q, query.sort) }, { sort: SORT[query.sort], id: ID }, query);
    },

    /** Members on the VIP list, by e-mail. */
    async listVip(page: { q?: string | undefined; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined }) {
      let select = db
        .selectFrom('members')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where('erased_at', 'is', null)
        .where('is_vip', '=', true);
      if (page.q) select = select.where(sql<boolean>`${EMAIL} like ${prefixPattern(page.q)}`);
      return keysetPage(select, { sort: SORT.email, id: ID }, page);
    },

    /** The one member with this e-mail address (any case) or printed card number. */
    async findByEmailOrCard(text: string) {
      const card = text.replace(/\s+/g, '');
      const select = db.selectFrom('members').select(['id', 'version']).where('erased_at', 'is', null);
      const rows = /^[0-9a-f]{12}$/i.test(card)
        ? await select.where('id', '>=', cardNumberRange(card)!.from).where('id', '<=', cardNumberRange(card)!.to).limit(2).execute()
        : await select.where(sql<boolean>`${EMAIL} = ${text.toLowerCase()}`).limit(2).execute();
      return rows.length === 1 ? rows[0] : undefined;
    },

    /** The member with this id, erased or not: the console shows an erased member as erased and can erase them again. */
    async find(id: string) {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: string) {
      return db.selectFrom('members').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The member's grants and withdrawals of marketing consent, oldest first. */
    consentHistory: createConsentRepository(db).history,

    async hasPhoto(memberId: string): Promise<boolean> {
      return (await db.selectFrom('member_photos').select('member_id').where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
    },

    async registrationSource(memberId: string) {
      return db
        .selectFrom('member_registration_sources')
        .innerJoin('registration_sources', 'registration_sources.id', 'member_registration_sources.registration_source_id')
        .select(['registration_sources.id', 'registration_sources.name', 'member_registration_sources.attributed_at'])
        .where('member_registration_sources.member_id', '=', memberId)
        .executeTakeFirst();
    },

    async redemptions(memberId: string, limit: number) {
      return db
        .selectFrom('offer_redemptions')
        .innerJoin('offers', 'offers.id', 'offer_redemptions.offer_id')
        .innerJoin('venues', 'venues.id', 'offer_redemptions.venue_id')
        .select(['offer_redemptions.id', 'offer_redemptions.offer_id', 'offers.name as offer_title', 'venues.name as venue_name', 'offer_redemptions.redeemed_at', 'offer_redemptions.undone_at'])
        .where('offer_redemptions.member_id', '=', memberId)
        .orderBy('offer_redemptions.redeemed_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** The member's codes: claimed as a member, or sent to their verified mobile number. */
    async vouchers(member: { id: string; mobile_number: string | null; mobile_verified_at: Date | null }, limit: number) {
      return db
        .selectFrom('promo_codes')
        .innerJoin('promotions', 'promotions.id', 'promo_codes.promotion_id')
        .select(['promo_codes.id', 'promotions.name as promotion_name', 'promo_codes.status', 'promo_codes.issued_at', 'promo_codes.expires_at', 'promo_codes.phone_number'])
        .select(
          sql<Date | null>`(select max(r.redeemed_at) from promo_code_redemptions r where r.promo_code_id = promo_codes.id and r.undone_at is null)`.as('redeemed_at'),
        )
        .where((eb) =>
          member.mobile_number && member.mobile_verified_at
            ? eb.or([eb('promo_codes.member_id', '=', member.id), eb('promo_codes.phone_number', '=', member.mobile_number)])
            : eb('promo_codes.member_id', '=', member.id),
        )
        .orderBy('promo_codes.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    async setCardBlock(memberId: string, block: { at: Date; reason: string } | null): Promise<void> {
      await db
        .updateTable('members')
        .set({ card_blocked_at: block?.at ?? null, card_blocked_reason: block?.reason ?? null })
        .where('id', '=', memberId)
        .execute();
    },

    async setVip(memberId: string, vip: boolean): Promise<void> {
      await db.updateTable('members').set({ is_vip: vip }).where('id', '=', memberId).execute();
    },

    async favouriteVenues(memberId: string) {
      return db
        .selectFrom('favourite_venues')
        .innerJoin('venues', 'venues.id', 'favourite_venues.venue_id')
        .select(['venues.id', 'venues.name', 'favourite_venues.created_at'])
        .where('favourite_venues.member_id', '=', memberId)
        .execute();
    },

    async photoInfo(memberId: string) {
      return db.selectFrom('member_photos').select(['width', 'height', 'uploaded_at']).where('member_id', '=', memberId).executeTakeFirst();
    },

    async account(subject: string) {
      if (!/^[0-9a-f-]{36}$/i.test(subject)) return undefined;
      return db.selectFrom('idp_accounts').select(['id', 'email', 'given_name', 'family_name', 'created_at']).where('id', '=', subject).executeTakeFirst();
    },

    async messagesTo(recipients: string[]) {
      return db
        .selectFrom('outbox_messages')
        .select(['channel', 'recipient', 'subject', 'body_text', 'status', 'created_at', 'sent_at'])
        .where('recipient', 'in', recipients)
        .orderBy('created_at')
        .execute();
    },

    async contactMessagesFrom(email: string) {
      return db
        .selectFrom('contact_form_submissions')
        .select(['name', 'email', 'message', 'created_at'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .execute();
    },
  };
}
export type AdminMemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminMembersRepository>['find']>>>;
