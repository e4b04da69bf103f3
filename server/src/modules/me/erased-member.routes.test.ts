import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { StaffMessages, cardNumberFromUserId } from '@venue-pass/contracts';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { tablesMentioning } from '../../../test/helpers/tables-mentioning.ts';
import { TEST_AUDIENCE } from '../../../test/helpers/tokens.ts';
import { MEMBER_ERASED, isErasedMemberWrite } from '../auth/erased-member.ts';
import { createPromotion } from '../vouchers/test-factories.ts';

// What the old token tries to store again; after the erase none of it may be found anywhere.
const WRITE_BACK = { firstName: 'Revenant', lastName: 'Returnington', dateOfBirth: '1985-05-05', mobileNumber: '07911 777123', e164: '+447911777123' };
const STUDENT_ADDRESS = 'revenant.returnington@ox.ac.uk';

const fixture = async (name: string) => (await readFile(path.resolve(import.meta.dirname, '../../../test/fixtures', name))).toString('base64');

describe('an erased member', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let venueId: number;
  let offerId: number;
  let poolPublicId: string;
  let oneFace: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await asAdmin(t);
    const promotion = await createPromotion(t.database.db, { requireVerification: false, memberClaims: 'None' });
    venueId = promotion.venueId!;
    poolPublicId = promotion.poolPublicId;
    offerId = (
      await t.database.db
        .insertInto('offers')
        .values({ venue_id: venueId, name: 'Free pint', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    oneFace = await fixture('one-face.jpg');
  });
  afterAll(() => t.close());

  const staffHeaders = async () => ({
    authorization: `Bearer ${await t.sign({ sub: 'staff-erasure', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [venueId] })}`,
  });

  let counter = 0;
  /** A member who signed in (the first GET /api/me creates them) and whom the console then erased; their token still verifies. */
  async function erasedMember() {
    counter += 1;
    const token = await t.sign({ sub: `erased-${counter}`, email: `wilhelmina.${counter}@example.net`, given_name: 'Wilhelmina', family_name: 'Grimsditch' });
    const headers = { authorization: `Bearer ${token}` };
    const id: string = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().userId;
    const { version } = await t.database.db.selectFrom('members').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    const erased = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers: admin, payload: { version } });
    expect(erased.statusCode).toBe(204);
    return { id, headers, row: await memberRow(id) };
  }

  const memberRow = (id: string) => t.database.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /**
   * A request for every route of the OpenAPI document that takes a bearer token, each one valid, so that
   * the route would run if the token were accepted (routes behind a pre-handler check their input first).
   */
  function requestsFor(memberId: string): Record<string, InjectOptions> {
    const profile = { firstName: WRITE_BACK.firstName, lastName: WRITE_BACK.lastName, dateOfBirth: WRITE_BACK.dateOfBirth, mobileNumber: WRITE_BACK.mobileNumber };
    return {
      'GET /api/me': { method: 'GET', url: '/api/me' },
      'PUT /api/me': { method: 'PUT', url: '/api/me', payload: profile },
      'POST /api/me/verify/send': { method: 'POST', url: '/api/me/verify/send' },
      'POST /api/me/verify': { method: 'POST', url: '/api/me/verify', payload: { verificationCode: 'ABC123' } },
      'POST /api/me/mobile/verify/send': { method: 'POST', url: '/api/me/mobile/verify/send' },
      'POST /api/me/mobile/verify': { method: 'POST', url: '/api/me/mobile/verify', payload: { verificationCode: '123456' } },
      'POST /api/me/consent': { method: 'POST', url: '/api/me/consent' },
      'DELETE /api/me/consent': { method: 'DELETE', url: '/api/me/consent' },
      'GET /api/me/weekly-digest': { method: 'GET', url: '/api/me/weekly-digest' },
      'PUT /api/me/weekly-digest': { method: 'PUT', url: '/api/me/weekly-digest' },
      'DELETE /api/me/weekly-digest': { method: 'DELETE', url: '/api/me/weekly-digest' },
      'POST /api/me/student-email': { method: 'POST', url: '/api/me/student-email', payload: { emailAddress: STUDENT_ADDRESS } },
      'POST /api/me/student-confirmation': { method: 'POST', url: '/api/me/student-confirmation?verificationCode=ABCDEFGH12345678' },
      'POST /api/me/photo': { method: 'POST', url: '/api/me/photo', payload: { photoData: oneFace } },
      'GET /api/me/photo': { method: 'GET', url: '/api/me/photo' },
      'GET /api/me/vip': { method: 'GET', url: '/api/me/vip' },
      'GET /api/me/verify': { method: 'GET', url: '/api/me/verify' },
      'GET /api/me/export': { method: 'GET', url: '/api/me/export' },
      'DELETE /api/me': { method: 'DELETE', url: '/api/me', payload: { email: 'anything@example.net' } },
      'GET /api/wallet/{type}': { method: 'GET', url: '/api/wallet/1' },
      'GET /api/venues': { method: 'GET', url: '/api/venues' },
      'POST /api/venues/{id}/favourite': { method: 'POST', url: `/api/venues/${venueId}/favourite` },
      'POST /api/venues/{id}/unfavourite': { method: 'POST', url: `/api/venues/${venueId}/unfavourite` },
      'GET /api/offers': { method: 'GET', url: '/api/offers' },
      'GET /api/offers/{id}/poster': { method: 'GET', url: `/api/offers/${offerId}/poster` },
      'POST /api/promo-codes/register': { method: 'POST', url: '/api/promo-codes/register', payload: { id: poolPublicId } },
      'POST /api/promo-codes/redeem': { method: 'POST', url: '/api/promo-codes/redeem', payload: { code: 'ABCDE12345' } },
      'GET /api/staff/venues': { method: 'GET', url: '/api/staff/venues' },
      'GET /api/staff/cards/{cardId}': { method: 'GET', url: `/api/staff/cards/${memberId}?venueId=${venueId}` },
      'GET /api/staff/vouchers/{voucher}': { method: 'GET', url: `/api/staff/vouchers/ABCDE12345?venueId=${venueId}` },
      'POST /api/staff/redemptions': { method: 'POST', url: '/api/staff/redemptions', payload: { cardId: memberId, offerId, venueId } },
      'GET /api/staff/redemptions': { method: 'GET', url: `/api/staff/redemptions?venueId=${venueId}` },
      'DELETE /api/staff/redemptions/{id}': { method: 'DELETE', url: `/api/staff/redemptions/${crypto.randomUUID()}` },
    };
  }

  /** `METHOD /path` of every documented route whose security names the bearer token, required or optional. */
  function routesTakingAToken(): string[] {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
    return Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => 'bearerAuth' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
  }

  it('has their old token refused on every route that takes one, and nothing written back', async () => {
    const { id, headers, row: erased } = await erasedMember();
    const members = await t.database.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const requests = requestsFor(id);
    // A new route that takes a token fails here until it is added above, and so is tried with the erased member's token.
    expect(Object.keys(requests).sort()).toEqual(routesTakingAToken().sort());

    // Member routes refuse the account; staff routes refuse any member, erased or not.
    const refusals = [
      { status: 401, message: MEMBER_ERASED, challenge: 'Bearer error="invalid_token"' },
      { status: 403, message: StaffMessages.staffOnly },
    ];
    const notRefused: unknown[] = [];
    for (const [route, request] of Object.entries(requests)) {
      const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
      const message = String(response.headers['content-type']).startsWith('application/json') ? response.json().message : undefined;
      const answer = { status: response.statusCode, message, ...(response.statusCode === 401 ? { challenge: response.headers['www-authenticate'] } : {}) };
      if (!refusals.some((refusal) => JSON.stringify(refusal) === JSON.stringify(answer))) notRefused.push({ route, ...answer });
    }
    expect(notRefused).toEqual([]);

    // The row is as the erase left it (the version counts every update), and no member was created again.
    expect(await memberRow(id)).toEqual(erased);
    expect(await t.database.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(members);
    for (const table of ['member_photos', 'member_codes', 'favourite_venues', 'wallet_downloads', 'promo_codes'] as const) {
      expect(await t.database.db.selectFrom(table).select('member_id').where('member_id', '=', id).execute()).toEqual([]);
    }
    expect(await tablesMentioning(t.database.db, [WRITE_BACK.firstName, WRITE_BACK.lastName, WRITE_BACK.dateOfBirth, WRITE_BACK.e164, STUDENT_ADDRESS, 'Wilhelmina', 'Grimsditch'])).toEqual([]);
  });

  // Both routes check the token before they read the body: the erase commits while the body is on its way.
  it.each([
    ['PUT /api/me', 'members', () => ({ firstName: WRITE_BACK.firstName, lastName: WRITE_BACK.lastName, dateOfBirth: WRITE_BACK.dateOfBirth, mobileNumber: WRITE_BACK.mobileNumber })],
    ['POST /api/me/photo', 'member_photos', () => ({ photoData: oneFace })],
  ] as const)('refuses %s (%s) whose token was checked before the erase committed', async (route, _table, payload) => {
    counter += 1;
    const token = await t.sign({ sub: `erased-${counter}`, email: `wilhelmina.${counter}@example.net`, given_name: 'Wilhelmina', family_name: 'Grimsditch' });
    const id: string = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json().userId;
    const [method, url] = route.split(' ') as ['PUT' | 'POST', string];
    const body = new PassThrough();
    const bodyWanted = new Promise<void>((resolve) => body.on('newListener', (event) => event === 'readable' && resolve()));
    const request = t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
    await bodyWanted;
    const { version } = await memberRow(id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers: admin, payload: { version } })).statusCode).toBe(204);
    const erased = await memberRow(id);
    body.end(JSON.stringify(payload()));

    const response = await request;
    expect({ status: response.statusCode, message: response.json().message, challenge: response.headers['www-authenticate'] }).toEqual({
      status: 401,
      message: MEMBER_ERASED,
      challenge: 'Bearer error="invalid_token"',
    });
    expect(await memberRow(id)).toEqual(erased);
    expect(await t.database.db.selectFrom('member_photos').select('member_id').where('member_id', '=', id).execute()).toEqual([]);
  });

  // Two connections: PostgreSQL only (PGlite runs one transaction at a time).
  it.runIf(process.env['TEST_DATABASE_URL'])('makes a favourite added while the erase holds the member wait, and then refuses it', async () => {
    counter += 1;
    const token = await t.sign({ sub: `erased-${counter}` });
    const id: string = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json().userId;
    let commit!: () => void;
    const erasing = t.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('members').select('id').where('id', '=', id).forUpdate().execute();
      await sql`select set_config('venue_pass.erasing', ${id}, true)`.execute(trx);
      await trx.updateTable('members').set({ erased_at: new Date() }).where('id', '=', id).execute();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await vi.waitFor(() => expect(commit).toBeDefined());
    const favourite = t.database.db.insertInto('favourite_venues').values({ member_id: id, venue_id: venueId }).execute().then(
      () => 'added',
      (error: unknown) => (isErasedMemberWrite(error) ? 'refused' : error),
    );
    const early = await Promise.race([favourite, new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
    commit();
    await erasing;
    expect({ early, outcome: await favourite }).toEqual({ early: 'waiting', outcome: 'refused' });
  });

  it("has a card staff see as 'Card not found', by the code and by the printed number, like one that never existed", async () => {
    const { id } = await erasedMember();
    const staff = await staffHeaders();
    for (const card of [id, cardNumberFromUserId(id).replaceAll(' ', '')]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/staff/cards/${card}?venueId=${venueId}`, headers: staff });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(StaffMessages.cardNotFound);
    }
    const redeem = await t.app.inject({ method: 'POST', url: '/api/staff/redemptions', headers: staff, payload: { cardId: id, offerId, venueId } });
    expect(redeem.statusCode).toBe(404);
    expect(redeem.json().message).toBe(StaffMessages.cardNotFound);
  });
});
