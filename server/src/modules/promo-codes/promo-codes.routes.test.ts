import { PromoCodeSchema, StaffMessages } from '@venue-pass/contracts';
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
