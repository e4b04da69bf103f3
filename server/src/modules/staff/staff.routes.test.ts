import {
  OfferListSchema,
  OfferLockReasonText,
  PromoCodeRedemptionSchema,
  REDEMPTION_UNDO_WINDOW_MS,
  type StaffCard,
  StaffCardSchema,
  StaffMessages,
  StaffRedemptionLogSchema,
  StaffRedemptionSchema,
  StaffVenueListSchema,
  cardNumberFromUserId,
} from '@venue-pass/contracts';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../test/helpers/tokens.ts';
import type { OffersTable, WeeklyAvailability } from '../offers/offers.table.ts';
import { createPromotion, dramaPhone } from '../vouchers/test-factories.ts';

const ALL_DAY = { start: '00:00', stop: '23:59' };
const ALWAYS: WeeklyAvailability = {
  monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY,
};
const DAY = 86_400_000;

/** The app's clock; null reads the real time. */
let clock: Date | null = null;
let t: TestApp;
let anchor: number;
let bell: number;
let offerIds: Record<string, number>;
let memberCounter = 0;

beforeAll(async () => {
  t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' }, { now: () => clock ?? new Date() });
  const venues = await t.database.db
    .insertInto('venues')
    .values([
      { name: 'The Anchor', description: 'Riverside pub', logo_url: '/media/venues/a.svg', website: null, time_zone: 'Europe/London' },
      { name: 'Bell Inn', description: 'Coaching inn', logo_url: '/media/venues/b.svg', website: null, time_zone: 'America/New_York' },
    ])
    .returning(['id', 'name'])
    .execute();
  anchor = venues.find((venue) => venue.name === 'The Anchor')!.id;
  bell = venues.find((venue) => venue.name === 'Bell Inn')!.id;
  const offer = (values: Partial<Insertable<OffersTable>> & { name: string }): Insertable<OffersTable> => ({
    venue_id: anchor,
    description: `About ${values.name}`,
    // Tests move the clock back to fixed dates; the offers must have started by then.
    date_visible_from: '2026-01-01T00:00:00Z',
    date_visible_to: '9999-12-31T23:59:59Z',
    availability: JSON.stringify(ALWAYS),
    ...values,
  });
  const evenings = JSON.stringify({ monday: { start: '17:00', stop: '23:00' }, friday: { start: '22:00', stop: '02:00' } });
  const rows = await t.database.db
    .insertInto('offers')
    .values([
      offer({ name: 'Free pint', redemption_rule: 'once' }),
      offer({ name: 'Daily crisps', redemption_rule: 'daily' }),
      offer({ name: 'Weekly burger', redemption_rule: 'weekly' }),
      offer({ name: 'Tap water', redemption_rule: 'unlimited' }),
      offer({ name: 'Photo only', requirement: 'Photo' }),
      offer({ name: 'VIP booth', is_vip: true }),
      offer({ name: 'Evenings', availability: evenings }),
      offer({ name: 'Not yet', date_visible_from: new Date(Date.now() + 2 * DAY) }),
      offer({ name: 'Ended', date_visible_to: new Date(Date.now() - DAY) }),
      offer({ name: 'Long gone', date_visible_to: new Date(Date.now() - 90 * DAY) }),
      offer({ name: 'Bell evenings', venue_id: bell, availability: evenings }),
    ])
    .returning(['id', 'name'])
    .execute();
  offerIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t.close());
beforeEach(() => {
  clock = null;
});

function staffToken(posSiteIds: number[], { sub = 'staff-1', roles = ['member', 'staff'] }: { sub?: string; roles?: string[] } = {}) {
  return t.sign({ sub, resource_access: { [TEST_AUDIENCE]: { roles } }, 'pos-site-id': posSiteIds });
}

/** A new member, created as their first signed-in request does, with personal data staff must never see. */
async function newMember(): Promise<{ id: string; sub: string }> {
  memberCounter += 1;
  const sub = `member-${memberCounter}`;
  const token = await t.sign({ sub, given_name: 'Ada', family_name: 'lovelace', email: `ada${memberCounter}@example.com` });
  const id = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json().userId as string;
  await t.database.db
    .updateTable('members')
    .set({ mobile_number: '+447700900123', date_of_birth: '1990-12-10', is_verified: true })
    .where('id', '=', id)
    .execute();
  return { id, sub };
}

async function lookUp(cardId: string, venueId: number, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/staff/cards/${encodeURIComponent(cardId)}?venueId=${venueId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function redeem(body: { cardId: string; offerId: number; venueId: number }, token?: string, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/redemptions',
    payload: body,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

async function undo(id: string, token: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/staff/redemptions/${id}`, headers: { authorization: `Bearer ${token}` } });
}

const offerIn = (card: StaffCard, name: string) => card.offers.find((offer) => offer.name === name);
const countRows = async (table: 'offer_redemptions' | 'staff_lookups') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A voucher sent straight to a phone, at a venue of its own. */
async function issuedVoucher() {
  const promotion = await createPromotion(t.database.db, { requireVerification: false, name: 'Welcome drink' });
  const phone = dramaPhone();
  await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { phoneNumber: phone.typed, id: promotion.publicId } });
  const { id } = await t.database.db
    .selectFrom('promo_codes')
    .select('id')
    .where('promotion_id', '=', promotion.id)
    .where('phone_number', '=', phone.e164)
    .executeTakeFirstOrThrow();
  return { promotion, id, venueId: promotion.venueId! };
}


describe('GET /api/staff/venues', () => {
  it("lists the staff member's venues, refuses a member without the role and a visitor", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers: { authorization: `Bearer ${await staffToken([anchor, 999])}` } });
    expect(response.statusCode).toBe(200);
    expect(StaffVenueListSchema.parse(response.json())).toEqual([{ id: anchor, name: 'The Anchor', logoUrl: '/media/venues/a.svg', timeZone: 'Europe/London' }]);

    const member = await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers: { authorization: `Bearer ${await staffToken([anchor], { roles: ['member'] })}` } });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(StaffMessages.staffOnly);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/venues' })).statusCode).toBe(401);
  });
});

describe('GET /api/staff/cards/:cardId', () => {
  it('shows first name, last initial and badges only: no e-mail, phone or birth date', async () => {
    const member = await newMember();
    const response = await lookUp(member.id, anchor, await staffToken([anchor]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const card = StaffCardSchema.parse(response.json());
    expect(card).toMatchObject({ firstName: 'Ada', lastInitial: 'L', photoUrl: null, badges: { verified: true, student: false, vip: false } });
    const json = response.body;
    for (const secret of ['example.com', '+44', '7700900123', '1990', member.id, member.sub]) expect(json).not.toContain(secret);
    expect(Object.keys(response.json()).sort()).toEqual(['badges', 'firstName', 'lastInitial', 'offers', 'photoUrl']);
  });

  it('finds the card by the printed number, spaces and case ignored, and lists the venue offers by status', async () => {
    const member = await newMember();
    const typed = cardNumberFromUserId(member.id).toLowerCase();
    expect(typed).toMatch(/^[0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4}$/);
    const response = await lookUp(typed, anchor, await staffToken([anchor]));
    expect(response.statusCode).toBe(200);
    const card = StaffCardSchema.parse(response.json());
    expect(offerIn(card, 'Free pint')).toMatchObject({ status: 'available', lockReason: null, usedAt: null, redemptionRule: 'once' });
    expect(offerIn(card, 'Photo only')).toMatchObject({ status: 'locked', lockReason: 'NoPhoto' });
    expect(offerIn(card, 'VIP booth')).toMatchObject({ status: 'locked', lockReason: 'NotVip' });
    expect(offerIn(card, 'Not yet')).toMatchObject({ status: 'locked', lockReason: 'NotStarted' });
    expect(offerIn(card, 'Ended')).toMatchObject({ status: 'locked', lockReason: 'Ended' });
    expect(offerIn(card, 'Long gone')).toBeUndefined();
    expect(offerIn(card, 'Bell evenings')).toBeUndefined();
    const statuses = card.offers.map((offer) => offer.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => ['available', 'used', 'locked'].indexOf(a) - ['available', 'used', 'locked'].indexOf(b)));
  });

  it('answers Card not found for an unknown card and Card not valid for a blocked one, and records every lookup with who, where and the outcome', async () => {
    const member = await newMember();
    const token = await staffToken([anchor], { sub: 'auditor' });
    expect((await lookUp(member.id, anchor, token)).statusCode).toBe(200);
    const unknown = await lookUp('00000000-0000-4000-8000-000000000000', anchor, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(StaffMessages.cardNotFound);
    const unknownRedeem = await redeem({ cardId: '00000000-0000-4000-8000-000000000000', offerId: offerIds['Free pint']!, venueId: anchor }, token);
    expect(unknownRedeem.statusCode).toBe(404);
    expect(unknownRedeem.json().message).toBe(StaffMessages.cardNotFound);
    await t.database.db.updateTable('members').set({ card_blocked_at: new Date(), card_blocked_reason: 'Lost card' }).where('id', '=', member.id).execute();
    const blocked = await lookUp(member.id, anchor, token);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().message).toBe(StaffMessages.cardNotValid);
    const blockedRedeem = await redeem({ cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor }, token);
    expect(blockedRedeem.statusCode).toBe(404);
    expect(blockedRedeem.json().message).toBe(StaffMessages.cardNotValid);

    const lookups = await t.database.db
      .selectFrom('staff_lookups')
      .select(['staff_issuer', 'staff_subject', 'venue_id', 'member_id', 'outcome', 'looked_up_at'])
      .where('staff_subject', '=', 'auditor')
      .orderBy('id')
      .execute();
    expect(lookups.map(({ member_id, outcome }) => ({ member_id, outcome }))).toEqual([
      { member_id: member.id, outcome: 'valid' },
      { member_id: null, outcome: 'unknown' },
      { member_id: member.id, outcome: 'blocked' },
    ]);
    expect(lookups.every((row) => row.venue_id === anchor && row.staff_issuer.startsWith('https://') && row.looked_up_at instanceof Date)).toBe(true);
  });

  it('names nobody by a printed number two members share, and records the lookup as unknown', async () => {
    const ids = ['5a5a5a5a-5a5a-4000-8000-000000000001', '5a5a5a5a-5a5a-4000-8000-000000000002'];
    await t.database.db
      .insertInto('members')
      .values(ids.map((id, n) => ({ id, issuer: 'https://twins.example', subject: `twin-${n}`, email: `twin${n}@example.com`, first_name: 'Twin', last_name: 'Card' })))
      .execute();
    const token = await staffToken([anchor], { sub: 'twin-checker' });
    const shared = await lookUp(cardNumberFromUserId(ids[0]!), anchor, token);
    expect(shared.statusCode).toBe(404);
    expect(shared.json().message).toBe(StaffMessages.cardNotFound);
    expect((await lookUp(ids[1]!, anchor, token)).statusCode).toBe(200);
    const lookups = await t.database.db.selectFrom('staff_lookups').select(['member_id', 'outcome']).where('staff_subject', '=', 'twin-checker').orderBy('id').execute();
    expect(lookups).toEqual([
      { member_id: null, outcome: 'unknown' },
      { member_id: ids[1], outcome: 'valid' },
    ]);
  });

  it('reads the venue kept in memory again as soon as it changes: a new time zone, then its deletion', async () => {
    const member = await newMember();
    const { id: venueId } = await t.database.db
      .insertInto('venues')
      .values({ name: 'Moving Venue', description: 'x', logo_url: '/media/venues/m.svg', website: null, time_zone: 'Europe/London' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: offerId } = await t.database.db
      .insertInto('offers')
      .values({
        venue_id: venueId,
        name: 'Daily moving',
        description: 'x',
        date_visible_from: '2026-01-01T00:00:00Z',
        date_visible_to: '9999-12-31T23:59:59Z',
        availability: JSON.stringify(ALWAYS),
        redemption_rule: 'daily',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await staffToken([venueId]);
    clock = new Date('2026-11-24T02:00:00Z'); // Tuesday in London, still Monday in New York
    expect((await redeem({ cardId: member.id, offerId, venueId }, token)).statusCode).toBe(201);
    await t.database.db.updateTable('venues').set({ time_zone: 'America/New_York' }).where('id', '=', venueId).execute();
    // On Monday in New York the offer was not used: the day is the venue's, read from its new zone.
    expect(offerIn(StaffCardSchema.parse((await lookUp(member.id, venueId, token)).json()), 'Daily moving')).toMatchObject({ status: 'available' });
    await t.database.db.updateTable('venues').set({ deleted_at: new Date() }).where('id', '=', venueId).execute();
    const gone = await lookUp(member.id, venueId, token);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().message).toBe(StaffMessages.otherVenue);
  });

  it('refuses another venue, a member-only token, an expired token and a visitor, and records nothing', async () => {
    const member = await newMember();
    const before = await countRows('staff_lookups');
    const other = await lookUp(member.id, bell, await staffToken([anchor]));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(StaffMessages.otherVenue);
    expect((await lookUp(member.id, anchor, await staffToken([anchor], { roles: ['member'] }))).statusCode).toBe(403);
    const expired = await t.sign({ sub: 'staff-1', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [anchor] }, { expiresIn: '-1m' });
    expect((await lookUp(member.id, anchor, expired)).statusCode).toBe(401);
    expect((await lookUp(member.id, anchor)).statusCode).toBe(401);
    expect(await countRows('staff_lookups')).toBe(before);
  });

  it("links the member's photo at a signed, short-lived address an <img> loads without a token", async () => {
    const member = await newMember();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    await t.database.db.insertInto('member_photos').values({ member_id: member.id, jpeg, width: 1, height: 1 }).execute();
    const card = StaffCardSchema.parse((await lookUp(member.id, anchor, await staffToken([anchor]))).json());
    expect(card.photoUrl).toMatch(/^\/api\/staff\/photos\/[A-Za-z0-9_-]{59}$/);
    const photo = await t.app.inject({ method: 'GET', url: card.photoUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(jpeg)).toBe(true);

    const token = card.photoUrl!.split('/').pop()!;
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/photos/${forged}` })).statusCode).toBe(404);
    clock = new Date(Date.now() + 301_000);
    expect((await t.app.inject({ method: 'GET', url: card.photoUrl! })).statusCode).toBe(404);
  });
});

describe('POST /api/staff/redemptions', () => {
  it('redeems a once-only offer once: 201, then 409 Already used, and the lookup shows when it was used', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    const first = await redeem(body, token);
    expect(first.statusCode).toBe(201);
    const redemption = StaffRedemptionSchema.parse(first.json());
    expect(redemption).toMatchObject({ kind: 'offer', venueId: anchor, title: 'Free pint', memberFirstName: 'Ada', undone: false });
    expect(new Date(redemption.undoableUntil!).getTime() - new Date(redemption.redeemedAt).getTime()).toBe(REDEMPTION_UNDO_WINDOW_MS);

    const second = await redeem(body, token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(StaffMessages.alreadyUsed);
    const card = StaffCardSchema.parse((await lookUp(member.id, anchor, token)).json());
    expect(offerIn(card, 'Free pint')).toMatchObject({ status: 'used', usedAt: redemption.redeemedAt });

    const row = await t.database.db.selectFrom('offer_redemptions').selectAll().where('id', '=', redemption.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: member.id, venue_id: anchor, period_key: 'once', staff_subject: 'staff-1', undone_at: null });
  });

  it('gives exactly one success among 50 parallel redeems of one offer for one member', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(body, token, `race-${member.id}-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await t.database.db.selectFrom('offer_redemptions').select('id').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, never a second row or a false 409', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    const key = `retry-${member.id}`;
    const [first, concurrent] = await Promise.all([redeem(body, token, key), redeem(body, token, key)]);
    const retry = await redeem(body, token, key);
    for (const answer of [first, concurrent, retry]) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual(first.json());
    }
    expect(await t.database.db.selectFrom('offer_redemptions').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);
    // The key is the staff member's own: someone else's request with it is a request of its own.
    const other = await redeem(body, await staffToken([anchor], { sub: 'staff-2' }), key);
    expect(other.statusCode).toBe(409);
  });

  it('answers a retry after an undo with 409 saying it was undone, never a success that no longer holds, and records nothing', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    const key = `undone-${member.id}`;
    const first = await redeem(body, token, key);
    expect(first.statusCode).toBe(201);
    const { id } = StaffRedemptionSchema.parse(first.json());
    expect((await undo(id, token)).statusCode).toBe(200);
    const retry = await redeem(body, token, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(StaffMessages.redemptionUndone);
    const rows = await t.database.db.selectFrom('offer_redemptions').select(['id', 'undone_at']).where('member_id', '=', member.id).execute();
    expect(rows).toEqual([{ id, undone_at: expect.any(Date) }]);
    expect(offerIn(StaffCardSchema.parse((await lookUp(member.id, anchor, token)).json()), 'Free pint')?.status).toBe('available');
  });

  it('answers a retry after the undo window with the redemption as it is now: no longer undoable', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    clock = new Date('2026-12-09T12:00:00Z');
    const first = await redeem(body, token, `late-${member.id}`);
    expect(first.statusCode).toBe(201);
    expect(first.json().undoableUntil).not.toBeNull();
    clock = new Date(clock.getTime() + REDEMPTION_UNDO_WINDOW_MS + 1000);
    const retry = await redeem(body, token, `late-${member.id}`);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ ...first.json(), undoableUntil: null });
  });

  it('answers 422 with the reason when the member may not use the offer now, and writes nothing', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const before = await countRows('offer_redemptions');
    for (const [name, reason] of [['Photo only', 'NoPhoto'], ['VIP booth', 'NotVip'], ['Not yet', 'NotStarted'], ['Ended', 'Ended']] as const) {
      const response = await redeem({ cardId: member.id, offerId: offerIds[name]!, venueId: anchor }, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: StaffMessages.notEligible, errors: { offerId: [OfferLockReasonText[reason]] } });
    }
    expect(await countRows('offer_redemptions')).toBe(before);
  });

  it("reads days and hours on the venue's clock, including times past midnight", async () => {
    const member = await newMember();
    const token = await staffToken([anchor, bell]);
    const evenings = { cardId: member.id, offerId: offerIds['Evenings']!, venueId: anchor };
    // Monday 23 November 2026: London is on UTC, New York five hours behind.
    clock = new Date('2026-11-23T16:59:00Z');
    expect((await redeem(evenings, token)).json().errors).toEqual({ offerId: [OfferLockReasonText.OutsideHours] });
    clock = new Date('2026-11-23T18:00:00Z');
    const bellCard = StaffCardSchema.parse((await lookUp(member.id, bell, token)).json());
    expect(offerIn(bellCard, 'Bell evenings')).toMatchObject({ status: 'locked', lockReason: 'OutsideHours' });
    clock = new Date('2026-11-23T23:00:00Z');
    expect(offerIn(StaffCardSchema.parse((await lookUp(member.id, bell, token)).json()), 'Bell evenings')).toMatchObject({ status: 'available' });
    // Friday 22:00 to 02:00 runs into Saturday morning, and not into Friday morning.
    clock = new Date('2026-11-27T01:00:00Z');
    expect(offerIn(StaffCardSchema.parse((await lookUp(member.id, anchor, token)).json()), 'Evenings')).toMatchObject({ lockReason: 'OutsideHours' });
    clock = new Date('2026-11-28T01:30:00Z');
    expect(offerIn(StaffCardSchema.parse((await lookUp(member.id, anchor, token)).json()), 'Evenings')).toMatchObject({ status: 'available' });
    clock = new Date('2026-11-23T18:00:00Z');
    expect((await redeem(evenings, token)).statusCode).toBe(201);
  });

  it("keys a daily offer by the venue's day and a weekly one by ISO week", async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const daily = { cardId: member.id, offerId: offerIds['Daily crisps']!, venueId: anchor };
    const weekly = { cardId: member.id, offerId: offerIds['Weekly burger']!, venueId: anchor };
    clock = new Date('2026-11-29T23:50:00Z'); // Sunday 23:50 in London
    expect((await redeem(daily, token)).statusCode).toBe(201);
    expect((await redeem(weekly, token)).statusCode).toBe(201);
    clock = new Date('2026-11-29T23:59:00Z');
    expect((await redeem(daily, token)).statusCode).toBe(409);
    expect((await redeem(weekly, token)).statusCode).toBe(409);
    clock = new Date('2026-11-30T00:10:00Z'); // Monday: a new day and a new ISO week
    expect((await redeem(daily, token)).statusCode).toBe(201);
    expect((await redeem(weekly, token)).statusCode).toBe(201);
    clock = new Date('2026-12-06T12:00:00Z'); // Sunday of the same week
    expect((await redeem(weekly, token)).statusCode).toBe(409);
    const keys = await t.database.db.selectFrom('offer_redemptions').select('period_key').where('member_id', '=', member.id).orderBy('period_key').execute();
    expect(keys.map((row) => row.period_key)).toEqual(['2026-11-29', '2026-11-30', '2026-W48', '2026-W49']);
  });

  it('redeems an unlimited offer every time', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Tap water']!, venueId: anchor };
    expect((await redeem(body, token)).statusCode).toBe(201);
    expect((await redeem(body, token)).statusCode).toBe(201);
    const card = StaffCardSchema.parse((await lookUp(member.id, anchor, token)).json());
    expect(offerIn(card, 'Tap water')).toMatchObject({ status: 'available' });
  });

  it("refuses another venue's staff, a member-only token and a visitor, and another venue's offer, writing nothing", async () => {
    const member = await newMember();
    const before = await countRows('offer_redemptions');
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    const other = await redeem(body, await staffToken([bell]));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(StaffMessages.otherVenue);
    expect((await redeem(body, await staffToken([anchor], { roles: ['member'] }))).statusCode).toBe(403);
    expect((await redeem(body)).statusCode).toBe(401);
    const elsewhere = await redeem({ ...body, offerId: offerIds['Bell evenings']! }, await staffToken([anchor]));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(StaffMessages.offerNotFound);
    expect(await countRows('offer_redemptions')).toBe(before);
  });
});

describe('DELETE /api/staff/redemptions/:id', () => {
  it('lets the same staff member undo within the window, records it, and the offer is redeemable again', async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const body = { cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor };
    const { id } = StaffRedemptionSchema.parse((await redeem(body, token)).json());
    const undone = await undo(id, token);
    expect(undone.statusCode).toBe(200);
    expect(StaffRedemptionSchema.parse(undone.json())).toMatchObject({ id, undone: true, undoableUntil: null });
    const row = await t.database.db.selectFrom('offer_redemptions').select(['undone_at', 'undone_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.undone_at).toBeInstanceOf(Date);
    expect(row.undone_by).toContain('staff-1');
    expect(offerIn(StaffCardSchema.parse((await lookUp(member.id, anchor, token)).json()), 'Free pint')).toMatchObject({ status: 'available' });
    expect((await redeem(body, token)).statusCode).toBe(201);
    expect((await undo(id, token)).statusCode).toBe(409);
  });

  it("refuses another staff member's redemption, one past the window, another venue's, and an unknown id", async () => {
    const member = await newMember();
    const token = await staffToken([anchor]);
    const redeemedAt = new Date('2026-11-25T12:00:00Z');
    clock = redeemedAt;
    const { id } = StaffRedemptionSchema.parse((await redeem({ cardId: member.id, offerId: offerIds['Free pint']!, venueId: anchor }, token)).json());
    const colleague = await undo(id, await staffToken([anchor], { sub: 'staff-2' }));
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().message).toBe(StaffMessages.undoExpired);
    expect((await undo(id, await staffToken([bell]))).statusCode).toBe(403);
    expect((await undo(id, await staffToken([anchor], { roles: ['member'] }))).statusCode).toBe(403);
    clock = new Date(redeemedAt.getTime() + REDEMPTION_UNDO_WINDOW_MS);
    expect((await undo(id, token)).statusCode).toBe(409);
    const missing = await undo('00000000-0000-4000-8000-000000000000', token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(StaffMessages.redemptionNotFound);
    expect((await t.database.db.selectFrom('offer_redemptions').select('undone_at').where('id', '=', id).executeTakeFirstOrThrow()).undone_at).toBeNull();
  });
});

describe('vouchers at the counter', () => {
  it('returns the redemption id, which the same staff member may undo; the code can then be redeemed again', async () => {
    const { id, venueId } = await issuedVoucher();
    const token = await staffToken([venueId]);
    const redeemVoucher = () => t.app.inject({ method: 'POST', url: '/api/promo-codes/redeem', payload: { id }, headers: { authorization: `Bearer ${token}` } });
    const first = await redeemVoucher();
    expect(first.statusCode).toBe(200);
    const { redemptionId } = PromoCodeRedemptionSchema.parse(first.json());
    expect((await redeemVoucher()).statusCode).toBe(409);
    expect((await undo(redemptionId, await staffToken([venueId], { sub: 'staff-2' }))).statusCode).toBe(409);
    const undone = await undo(redemptionId, token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ id: redemptionId, kind: 'voucher', title: 'Welcome drink', undone: true, memberFirstName: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/promo-codes/${id}` })).json()).toMatchObject({ isRedeemed: false });
    expect((await redeemVoucher()).statusCode).toBe(200);
  });
});

describe('GET /api/staff/redemptions', () => {
  it("lists the venue-local day's offers and vouchers together, newest first, undoable only by whoever redeemed them", async () => {
    const { id: voucherId, venueId } = await issuedVoucher();
    await t.database.db.updateTable('venues').set({ time_zone: 'Europe/Paris' }).where('id', '=', venueId).execute();
    const offer = await t.database.db
      .insertInto('offers')
      .values({ venue_id: venueId, name: 'Late snack', description: 'Snack', date_visible_from: '2026-01-01T00:00:00Z', date_visible_to: '9999-12-31T23:59:59Z', availability: JSON.stringify(ALWAYS), redemption_rule: 'unlimited' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await newMember();
    const token = await staffToken([venueId]);
    // 23:30 UTC on 9 December is already the 10th in Paris.
    clock = new Date('2026-12-09T22:30:00Z');
    const early = StaffRedemptionSchema.parse((await redeem({ cardId: member.id, offerId: offer.id, venueId }, token)).json());
    clock = new Date('2026-12-09T23:30:00Z');
    const late = StaffRedemptionSchema.parse((await redeem({ cardId: member.id, offerId: offer.id, venueId }, token)).json());
    const voucher = await t.app.inject({ method: 'POST', url: '/api/promo-codes/redeem', payload: { id: voucherId }, headers: { authorization: `Bearer ${token}` } });
    expect(voucher.statusCode).toBe(200);

    const get = async (query: string, as = token) =>
      t.app.inject({ method: 'GET', url: `/api/staff/redemptions?venueId=${venueId}${query}`, headers: { authorization: `Bearer ${as}` } });
    const day09 = StaffRedemptionLogSchema.parse((await get('&date=2026-12-09')).json());
    expect(day09.redemptions.map((row) => row.id)).toEqual([early.id]);

    // The voucher was stamped by the database clock (now), so today's log is read at the real time.
    clock = null;
    const today = StaffRedemptionLogSchema.parse((await get('')).json());
    expect(today.redemptions[0]).toMatchObject({ kind: 'voucher', title: 'Welcome drink', memberFirstName: null, venueId, undone: false });
    expect(today.redemptions[0]!.undoableUntil).not.toBeNull();

    clock = new Date('2026-12-09T23:31:00Z');
    const day10 = StaffRedemptionLogSchema.parse((await get('&date=2026-12-10')).json());
    expect(day10).toMatchObject({ venueId, date: '2026-12-10' });
    expect(day10.redemptions).toEqual([expect.objectContaining({ id: late.id, kind: 'offer', title: 'Late snack', memberFirstName: 'Ada' })]);
    expect(day10.redemptions[0]!.undoableUntil).not.toBeNull();
    const colleague = StaffRedemptionLogSchema.parse((await get('&date=2026-12-10', await staffToken([venueId], { sub: 'staff-2' }))).json());
    expect(colleague.redemptions[0]!.undoableUntil).toBeNull();
    expect((await get('&date=2026-12-10', await staffToken([anchor]))).statusCode).toBe(403);
  });
});

describe('one eligibility rule for members and staff', () => {
  it('the member offer list and the staff view agree on a locked offer, and on it once unlocked', async () => {
    const member = await newMember();
    const memberToken = await t.sign({ sub: member.sub });
    const staff = await staffToken([anchor]);
    const memberList = async () =>
      OfferListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: `Bearer ${memberToken}` } })).json());
    const staffView = async () => StaffCardSchema.parse((await lookUp(member.id, anchor, staff)).json());

    expect((await memberList()).find((offer) => offer.name === 'Photo only')).toMatchObject({ locked: true, requirement: 'Photo' });
    expect(offerIn(await staffView(), 'Photo only')).toMatchObject({ status: 'locked', lockReason: 'NoPhoto' });
    // What members do not see at all, staff see locked with the reason.
    const names = (await memberList()).map((offer) => offer.name);
    for (const hidden of ['VIP booth', 'Not yet', 'Ended']) expect(names).not.toContain(hidden);

    await t.database.db.insertInto('member_photos').values({ member_id: member.id, jpeg: Buffer.from([0xff, 0xd8]), width: 1, height: 1 }).execute();
    await t.database.db.updateTable('members').set({ is_vip: true }).where('id', '=', member.id).execute();
    expect((await memberList()).find((offer) => offer.name === 'Photo only')).toMatchObject({ locked: false });
    expect(offerIn(await staffView(), 'Photo only')).toMatchObject({ status: 'available' });
    expect(offerIn(await staffView(), 'VIP booth')).toMatchObject({ status: 'available' });
    expect((await redeem({ cardId: member.id, offerId: offerIds['Photo only']!, venueId: anchor }, staff)).statusCode).toBe(201);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every staff route with its refusals', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; tags: string[] }>>;
    };
    expect(Object.keys(spec.paths['/api/staff/redemptions']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/api/staff/redemptions/{id}']!)).toEqual(['delete']);
    expect(Object.keys(spec.paths['/api/staff/redemptions']!['post']!.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '422']);
    expect(Object.keys(spec.paths['/api/staff/cards/{cardId}']!['get']!.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(Object.keys(spec.paths['/api/staff/vouchers/{voucher}']!['get']!.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    for (const path of ['/api/staff/venues', '/api/staff/photos/{token}', '/api/staff/vouchers/{voucher}']) expect(spec.paths[path]!['get']!.tags).toEqual(['staff']);
  });
});
