import { PromoCodeRedemptionSchema, PromoCodeSchema, StaffMessages, StaffRedemptionLogSchema, StaffVoucherSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../test/helpers/tokens.ts';
import { promoCodeMessages } from './messages.ts';
import { createPromotion, dramaPhone } from '../vouchers/test-factories.ts';
import { createPromoCodesRepository } from './promo-codes.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
});
afterAll(() => t.close());

async function issuedCode(options: { withVenue?: boolean } = {}) {
  const promotion = await createPromotion(t.database.db, { requireVerification: false, name: 'Free chips', ...options });
  const phone = dramaPhone();
  await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { phoneNumber: phone.typed, id: promotion.publicId } });
  // The send answer carries no id of a voucher sent straight to the phone; the test reads it from the database.
  const { id } = await t.database.db
    .selectFrom('promo_codes')
    .select('id')
    .where('promotion_id', '=', promotion.id)
    .where('phone_number', '=', phone.e164)
    .executeTakeFirstOrThrow();
  return { promotion, id };
}

function staffToken(posSiteIds: number[], roles = ['member', 'staff'], sub = 'staff-1') {
  return t.sign({ sub, resource_access: { [TEST_AUDIENCE]: { roles } }, 'pos-site-id': posSiteIds });
}

function redeem(body: object, token?: string, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promo-codes/redeem',
    payload: body,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

describe('GET /api/promo-codes/:id', () => {
  it('shows an issued code without the phone number', async () => {
    const { promotion, id } = await issuedCode();
    const response = await t.app.inject({ method: 'GET', url: `/api/promo-codes/${id}` });
    expect(response.statusCode).toBe(200);
    const code = PromoCodeSchema.parse(response.json());
    expect(code).toMatchObject({ id, promotionName: 'Free chips', venueName: promotion.venueName, isRedeemed: false, redeemedAt: null });
    expect(code.code).toMatch(/^[0-9A-Z]{10}$/);
    expect(JSON.stringify(response.json())).not.toContain('+44');
  });

  it('answers 404 for an unknown id or a code still awaiting verification, 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/promo-codes/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    const pending = await createPromotion(t.database.db);
    const sent = await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { phoneNumber: dramaPhone().typed, id: pending.publicId } });
    expect((await t.app.inject({ method: 'GET', url: `/api/promo-codes/${sent.json().id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/promo-codes/12' })).statusCode).toBe(400);
  });
});

describe('promo codes repository findPublic', () => {
  it('returns what the promo-code image needs', async () => {
    const { promotion, id } = await issuedCode();
    const found = await createPromoCodesRepository(t.database.db).findPublic(id);
    expect(found).toMatchObject({ id, promotionName: 'Free chips', venueName: promotion.venueName, isRedeemed: false });
    expect(found!.expiresAt).toBeInstanceOf(Date);
    expect(await createPromoCodesRepository(t.database.db).findPublic('AAAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
  });
});

describe('POST /api/promo-codes/redeem', () => {
  it('lets staff of the venue redeem a code exactly once', async () => {
    const { promotion, id } = await issuedCode();
    const token = await staffToken([promotion.venueId!]);
    const first = await redeem({ id }, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, isRedeemed: true });
    const second = await redeem({ id }, token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(promoCodeMessages.alreadyRedeemed);
    const rows = await t.database.db.selectFrom('promo_code_redemptions').selectAll().where('promo_code_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_subject: 'staff-1', venue_id: promotion.venueId });
  });

  it('redeems once when two tills try at the same moment', async () => {
    const { promotion, id } = await issuedCode();
    const token = await staffToken([promotion.venueId!]);
    const responses = await Promise.all([redeem({ id }, token), redeem({ id }, token), redeem({ id }, token)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, not a false 409, and redeems once', async () => {
    const { promotion, id } = await issuedCode();
    const token = await staffToken([promotion.venueId!]);
    const first = await redeem({ id }, token, 'till-7-attempt-1');
    const retries = await Promise.all([redeem({ id }, token, 'till-7-attempt-1'), redeem({ id }, token, 'till-7-attempt-1')]);
    expect(first.statusCode).toBe(200);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
    }
    expect((await redeem({ id }, token, 'till-7-attempt-2')).statusCode).toBe(409);
    const otherStaff = await staffToken([promotion.venueId!], ['member', 'staff'], 'staff-2');
    expect((await redeem({ id }, otherStaff, 'till-7-attempt-1')).statusCode).toBe(409);
    const rows = await t.database.db.selectFrom('promo_code_redemptions').select('id').where('promo_code_id', '=', id).execute();
    expect(rows).toEqual([{ id: first.json().redemptionId }]);
  });

  it('answers a retry after the redemption was undone with 409 saying so, and redeems nothing', async () => {
    const { promotion, id } = await issuedCode();
    const token = await staffToken([promotion.venueId!]);
    const first = await redeem({ id }, token, 'till-8-attempt-1');
    expect(first.statusCode).toBe(200);
    const undone = await t.app.inject({ method: 'DELETE', url: `/api/staff/redemptions/${first.json().redemptionId}`, headers: { authorization: `Bearer ${token}` } });
    expect(undone.statusCode).toBe(200);
    const retry = await redeem({ id }, token, 'till-8-attempt-1');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(StaffMessages.redemptionUndone);
    expect((await t.app.inject({ method: 'GET', url: `/api/promo-codes/${id}` })).json()).toMatchObject({ isRedeemed: false });
    const rows = await t.database.db.selectFrom('promo_code_redemptions').select(['id', 'undone_at']).where('promo_code_id', '=', id).execute();
    expect(rows).toEqual([{ id: first.json().redemptionId, undone_at: expect.any(Date) }]);
  });

  it('accepts the printed code as well as the id', async () => {
    const { promotion, id } = await issuedCode();
    const { code } = (await t.app.inject({ method: 'GET', url: `/api/promo-codes/${id}` })).json();
    const response = await redeem({ code: code.toLowerCase() }, await staffToken([promotion.venueId!]));
    expect(response.statusCode).toBe(200);
  });

  it('refuses visitors (401), members without the staff role and staff of another venue (403)', async () => {
    const { promotion, id } = await issuedCode();
    expect((await redeem({ id })).statusCode).toBe(401);
    const member = await redeem({ id }, await staffToken([promotion.venueId!], ['member'], 'member-1'));
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(StaffMessages.staffOnly);
    const elsewhere = await redeem({ id }, await staffToken([promotion.venueId! + 1000]));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(StaffMessages.otherVenue);
    const redemptions = await t.database.db.selectFrom('promo_code_redemptions').selectAll().where('promo_code_id', '=', id).execute();
    expect(redemptions).toHaveLength(0);
  });

  it('answers 410 for an expired code, 404 for an unknown one and 400 for a bad body', async () => {
    const { promotion, id } = await issuedCode();
    const token = await staffToken([promotion.venueId!]);
    await t.database.db.updateTable('promo_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect((await redeem({ id }, token)).statusCode).toBe(410);
    expect((await redeem({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }, token)).statusCode).toBe(404);
    expect((await redeem({ nothing: true }, token)).statusCode).toBe(400);
  });
});

describe('POST /api/promo-codes/redeem: where a voucher is redeemed', () => {
  let venueCounter = 0;
  async function newVenue(): Promise<number> {
    venueCounter += 1;
    const venue = await t.database.db
      .insertInto('venues')
      .values({ name: `Counter venue ${venueCounter}`, description: 'A bar', logo_url: '/media/venues/x.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return venue.id;
  }
  const logAt = async (venueId: number, token: string) =>
    StaffRedemptionLogSchema.parse((await t.app.inject({ method: 'GET', url: `/api/staff/redemptions?venueId=${venueId}`, headers: { authorization: `Bearer ${token}` } })).json());
  const undo = (redemptionId: string, token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/staff/redemptions/${redemptionId}`, headers: { authorization: `Bearer ${token}` } });
  const redemptionsOf = (id: string) => t.database.db.selectFrom('promo_code_redemptions').select(['id', 'venue_id']).where('promo_code_id', '=', id).execute();

  it("redeems a voucher of a promotion with no venue at the staff member's venue, whose day's log shows it and whose staff may undo it", async () => {
    const { id } = await issuedCode({ withVenue: false });
    const venueId = await newVenue();
    const token = await staffToken([venueId]);
    const redeemed = await redeem({ id }, token);
    expect(redeemed.statusCode).toBe(200);
    const { redemptionId } = PromoCodeRedemptionSchema.parse(redeemed.json());
    expect(await redemptionsOf(id)).toEqual([{ id: redemptionId, venue_id: venueId }]);
    expect((await logAt(venueId, token)).redemptions).toEqual([expect.objectContaining({ id: redemptionId, kind: 'voucher', venueId, undone: false })]);
    const undone = await undo(redemptionId, token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ id: redemptionId, venueId, undone: true });
  });

  it('asks staff of several venues which one (400), records it at the venue they name, and refuses a venue that is not theirs', async () => {
    const [first, second, elsewhere] = [await newVenue(), await newVenue(), await newVenue()];
    const token = await staffToken([first, second]);
    const { id } = await issuedCode({ withVenue: false });
    const unsaid = await redeem({ id }, token);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().errors).toEqual({ venueId: [promoCodeMessages.venueNeeded] });
    const notTheirs = await redeem({ id, venueId: elsewhere }, token);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(StaffMessages.otherVenue);
    expect(await redemptionsOf(id)).toEqual([]);
    const named = await redeem({ id, venueId: second }, token);
    expect(named.statusCode).toBe(200);
    expect(await redemptionsOf(id)).toEqual([{ id: named.json().redemptionId, venue_id: second }]);
    expect((await logAt(second, token)).redemptions.map((row) => row.id)).toEqual([named.json().redemptionId]);
    expect((await logAt(first, token)).redemptions).toEqual([]);
  });

  it("refuses a voucher of one venue redeemed at another of the staff member's venues (403) naming its venue, recording nothing", async () => {
    const { promotion, id } = await issuedCode();
    const other = await newVenue();
    const response = await redeem({ id, venueId: other }, await staffToken([promotion.venueId!, other]));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(promoCodeMessages.wrongVenue(promotion.venueName!));
    expect(response.json().message).toBe(`This code belongs to ${promotion.venueName}.`);
    expect(await redemptionsOf(id)).toEqual([]);
    expect((await redeem({ id, venueId: promotion.venueId! }, await staffToken([promotion.venueId!, other]))).statusCode).toBe(200);
  });

  it('refuses a voucher of a deleted promotion with 410 saying it was withdrawn, recording nothing', async () => {
    const { promotion, id } = await issuedCode();
    await t.database.db.updateTable('promotions').set({ deleted_at: new Date() }).where('id', '=', promotion.id).execute();
    const response = await redeem({ id }, await staffToken([promotion.venueId!]));
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(StaffMessages.voucherWithdrawn);
    expect(await redemptionsOf(id)).toEqual([]);
  });
});

describe('GET /api/staff/vouchers/:voucher', () => {
  let venueCounter = 0;
  async function newVenue(): Promise<{ id: number; name: string }> {
    venueCounter += 1;
    return t.database.db
      .insertInto('venues')
      .values({ name: `Look-up venue ${venueCounter}`, description: 'A bar', logo_url: '/media/venues/x.svg', website: null })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  }
  const lookUp = async (voucher: string, venueId: number, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/vouchers/${encodeURIComponent(voucher)}?venueId=${venueId}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const printedCode = async (id: string) => (await t.database.db.selectFrom('promo_codes').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;

  it("shows staff of the voucher's venue its promotion, venue and expiry, by the printed code as typed or by the QR's id", async () => {
    const { promotion, id } = await issuedCode();
    const code = await printedCode(id);
    const token = await staffToken([promotion.venueId!]);
    const typed = await lookUp(` ${code.toLowerCase()} `, promotion.venueId!, token);
    expect(typed.statusCode).toBe(200);
    expect(typed.headers['cache-control']).toBe('private, no-store');
    const voucher = StaffVoucherSchema.parse(typed.json());
    expect(voucher).toEqual({
      status: 'redeemable',
      code,
      promotionName: 'Free chips',
      venueName: promotion.venueName,
      expiresAt: expect.any(String),
      redeemedAt: null,
      redeemedVenueName: null,
    });
    expect(Date.parse((voucher as { expiresAt: string }).expiresAt)).toBeGreaterThan(Date.now());
    expect((await lookUp(id, promotion.venueId!, token)).json()).toEqual(typed.json());
    expect(JSON.stringify(typed.json())).not.toContain('+44');
  });

  it('says when and where a voucher was redeemed: a voucher of no venue redeemed at another venue names that venue', async () => {
    const { id } = await issuedCode({ withVenue: false });
    const [there, here] = [await newVenue(), await newVenue()];
    const before = Date.now();
    expect((await redeem({ id, venueId: there.id }, await staffToken([there.id], ['member', 'staff'], 'staff-there'))).statusCode).toBe(200);
    const response = await lookUp(id, here.id, await staffToken([here.id]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'redeemed', venueName: null, redeemedVenueName: there.name });
    expect(Date.parse(response.json().redeemedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('says a voucher is expired or withdrawn, and redeemable again once its redemption was undone', async () => {
    const expired = await issuedCode();
    const token = await staffToken([expired.promotion.venueId!]);
    await t.database.db.updateTable('promo_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
    expect((await lookUp(expired.id, expired.promotion.venueId!, token)).json()).toMatchObject({ status: 'expired' });

    const withdrawn = await issuedCode();
    await t.database.db.updateTable('promotions').set({ deleted_at: new Date() }).where('id', '=', withdrawn.promotion.id).execute();
    const withdrawnToken = await staffToken([withdrawn.promotion.venueId!]);
    expect((await lookUp(withdrawn.id, withdrawn.promotion.venueId!, withdrawnToken)).json()).toMatchObject({ status: 'withdrawn' });

    const undone = await issuedCode();
    const undoneToken = await staffToken([undone.promotion.venueId!]);
    const { redemptionId } = (await redeem({ id: undone.id }, undoneToken)).json();
    await t.app.inject({ method: 'DELETE', url: `/api/staff/redemptions/${redemptionId}`, headers: { authorization: `Bearer ${undoneToken}` } });
    expect((await lookUp(undone.id, undone.promotion.venueId!, undoneToken)).json()).toMatchObject({ status: 'redeemable', redeemedAt: null });
  });

  it("gives staff of another venue only the voucher's venue, as Redeem's refusal does, whatever the voucher's state", async () => {
    const { promotion, id } = await issuedCode();
    const code = await printedCode(id);
    const elsewhere = await newVenue();
    const token = await staffToken([elsewhere.id], ['member', 'staff'], 'staff-elsewhere');
    const fresh = await lookUp(code, elsewhere.id, token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ status: 'otherVenue', venueName: promotion.venueName });
    const refusal = await redeem({ code, venueId: elsewhere.id }, token);
    expect(refusal.statusCode).toBe(403);
    expect(refusal.json().message).toBe(promoCodeMessages.wrongVenue(promotion.venueName!));

    // Redeemed at its venue, then expired: still nothing but the venue's name for the other venue's staff.
    expect((await redeem({ id }, await staffToken([promotion.venueId!]))).statusCode).toBe(200);
    await t.database.db.updateTable('promo_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect((await lookUp(code, elsewhere.id, token)).json()).toEqual({ status: 'otherVenue', venueName: promotion.venueName });
    expect((await lookUp(id, elsewhere.id, token)).json()).toEqual({ status: 'otherVenue', venueName: promotion.venueName });
  });

  it('refuses visitors (401), members and staff at a venue not theirs (403), and answers 404 for an unknown or unverified code, 400 for neither id nor code', async () => {
    const { promotion, id } = await issuedCode();
    expect((await lookUp(id, promotion.venueId!)).statusCode).toBe(401);
    const member = await lookUp(id, promotion.venueId!, await staffToken([promotion.venueId!], ['member'], 'member-2'));
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(StaffMessages.staffOnly);
    const staff = await staffToken([promotion.venueId!]);
    const notTheirs = await lookUp(id, promotion.venueId! + 1000, staff);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(StaffMessages.otherVenue);

    const unknown = await lookUp('ZZZZZZZZZZ', promotion.venueId!, staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(promoCodeMessages.promoCodeNotFound);
    const pending = await createPromotion(t.database.db);
    const sent = await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { phoneNumber: dramaPhone().typed, id: pending.publicId } });
    expect((await lookUp(sent.json().id, pending.venueId!, await staffToken([pending.venueId!]))).statusCode).toBe(404);
    const malformed = await lookUp('not-a-voucher', promotion.venueId!, staff);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
    expect((await lookUp(id, 0, staff)).statusCode).toBe(400);
  });
});

describe('POST /api/promo-codes/register', () => {
  let members = 0;
  /** A signed-in member; `verified` and the rest set what the member has done. */
  async function member(options: { verified?: boolean; student?: boolean } = {}) {
    members += 1;
    const sub = `member-pool-${members}`;
    const headers = { authorization: `Bearer ${await t.sign({ sub })}` };
    await t.app.inject({ method: 'GET', url: '/api/me', headers });
    await t.database.db
      .updateTable('members')
      .set({ is_verified: options.verified ?? true, student_verification: options.student ? 'Verified' : 'NotRequired' })
      .where('subject', '=', sub)
      .execute();
    return headers;
  }
  const claim = (id: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/promo-codes/register', payload: { id }, headers });
  const codesOf = (poolId: number) => t.database.db.selectFrom('promo_codes').selectAll().where('pool_id', '=', poolId).execute();

  it('gives a verified member one code from a pool open to members and the same code when asked again', async () => {
    const pool = await createPromotion(t.database.db, { name: 'Member pool', memberClaims: 'VerifiedAccount' });
    const headers = await member();
    const first = await claim(pool.poolPublicId, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ promotionName: 'Member pool', isRedeemed: false });
    const second = await claim(pool.poolPublicId, headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it('refuses a fresh, unverified account with 403 and issues nothing', async () => {
    const pool = await createPromotion(t.database.db, { memberClaims: 'None' });
    const refused = await claim(pool.poolPublicId, await member({ verified: false }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(promoCodeMessages.claimNeedsVerifiedAccount);
    expect(await codesOf(pool.poolId)).toHaveLength(0);
  });

  it.each([
    ['Photo', promoCodeMessages.claimNeedsPhoto],
    ['StudentEmail', promoCodeMessages.claimNeedsStudentEmail],
  ] as const)('refuses a member who does not meet the pool requirement %s', async (requirement, message) => {
    const pool = await createPromotion(t.database.db, { memberClaims: requirement });
    const refused = await claim(pool.poolPublicId, await member());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(message);
    expect(await codesOf(pool.poolId)).toHaveLength(0);
  });

  it('lets a member who meets the requirement claim', async () => {
    const pool = await createPromotion(t.database.db, { memberClaims: 'StudentEmail' });
    expect((await claim(pool.poolPublicId, await member({ student: true }))).statusCode).toBe(201);
  });

  it('does not find the pool of a phone-only promotion, even for a verified member', async () => {
    const phoneOnly = await createPromotion(t.database.db, { requireVerification: true });
    const refused = await claim(phoneOnly.poolPublicId, await member());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(promoCodeMessages.poolNotFound);
    expect(await codesOf(phoneOnly.poolId)).toHaveLength(0);
  });

  it('cannot be walked by counting: integer pool ids are not accepted', async () => {
    const pool = await createPromotion(t.database.db, { memberClaims: 'None' });
    const counted = await claim(pool.poolId, await member());
    expect(counted.statusCode).toBe(400);
    expect(await codesOf(pool.poolId)).toHaveLength(0);
  });

  it('answers 401 without sign-in, 404 for an unknown pool, 410 for a used-up pool and 400 for a bad id', async () => {
    const headers = await member();
    const open = await createPromotion(t.database.db, { memberClaims: 'None' });
    expect((await claim(open.poolPublicId)).statusCode).toBe(401);
    expect((await claim('AAAAAAAAAAAAAAAAAAAAAA', headers)).statusCode).toBe(404);
    const empty = await createPromotion(t.database.db, { capacity: 0, memberClaims: 'None' });
    const gone = await claim(empty.poolPublicId, headers);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(promoCodeMessages.offerEnded);
    expect((await claim('x', headers)).statusCode).toBe(400);
  });
});
