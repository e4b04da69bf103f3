import sensible from '@fastify/sensible';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { randomPublicId, randomVoucherCode } from '../public-sends/public-ids.ts';
import { createPromotion } from '../vouchers/test-factories.ts';
import { createImagesRepository } from './images.repository.ts';
import { imagesRoutes } from './images.routes.ts';
import { OFFER_POSTER_SIZE } from './offer-poster.ts';
import { VOUCHER_IMAGE_SIZE, type PublicPromoCode } from './voucher-image.ts';

/** Reads a PNG the way a phone camera at the till would: its size and the QR code in its pixels. */
async function inspectPng(body: Buffer) {
  const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return { format: (await sharp(body).metadata()).format, width: info.width, height: info.height, qr: qr?.data };
}

describe('GET /images/offer-poster/:offerId', () => {
  let t: TestApp;
  let liveOfferId: number;
  let endedOfferId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const venue = await db
      .insertInto('venues')
      .values({ name: 'Harbour Lights', description: 'Waterfront bar', logo_url: '/media/venues/harbour-lights.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = (name: string, end: string) =>
      db
        .insertInto('offers')
        .values({ venue_id: venue.id, name, description: 'Two cocktails for the price of one.', date_visible_to: end, availability: JSON.stringify({}) })
        .returning('id')
        .executeTakeFirstOrThrow();
    liveOfferId = (await offer('2 for 1 cocktails', '2999-03-31T23:59:59Z')).id;
    endedOfferId = (await offer('Last summer', '2020-08-31T23:59:59Z')).id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('draws the poster as a PNG whose QR code is the contact id', async () => {
    const response = await get(`/images/offer-poster/${liveOfferId}?customerId=c0ntact-42_x`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const png = await inspectPng(response.rawPayload);
    expect(png).toEqual({ format: 'png', ...OFFER_POSTER_SIZE, qr: 'c0ntact-42_x' });
  });

  it('answers 404 for an unknown offer and for one that has ended', async () => {
    for (const id of [liveOfferId + 1000, endedOfferId]) {
      const response = await get(`/images/offer-poster/${id}?customerId=abc`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['a non-numeric offer id', '/images/offer-poster/abc?customerId=abc', 'offerId'],
    ['offer id zero', '/images/offer-poster/0?customerId=abc', 'offerId'],
    ['a negative offer id', '/images/offer-poster/-4?customerId=abc', 'offerId'],
    ['a missing customer id', `/images/offer-poster/1`, 'customerId'],
    ['a customer id with other characters', `/images/offer-poster/1?customerId=${encodeURIComponent('a b<c>')}`, 'customerId'],
    ['an over-long customer id', `/images/offer-poster/1?customerId=${'x'.repeat(65)}`, 'customerId'],
  ])('rejects %s with a JSON 400', async (_label, url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('GET /images/promo-code/public/:promoCodeId', () => {
  const promoCodeId = 'Qm9vdHN0cmFwcGVkLWlk12';
  const voucher: PublicPromoCode = {
    code: 'K7Q2M9X4TB',
    promotionName: 'Free pastry with any coffee',
    venueName: 'The Copper Kettle',
    expiresAt: new Date('2027-01-31T23:59:59Z'),
    isRedeemed: false,
  };
  const requested: string[] = [];
  const app = Fastify();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(sensible);
    await app.register(errorsPlugin);
    await app.register(imagesRoutes, {
      images: createImagesRepository(undefined as never),
      findPublicPromoCode: async (id) => {
        requested.push(id);
        if (id === promoCodeId) return voucher;
        if (id === 'used-code') return { ...voucher, isRedeemed: true };
        return undefined;
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('draws the voucher as a PNG whose QR code is the promo code id, cached only briefly', async () => {
    const response = await app.inject({ method: 'GET', url: `/images/promo-code/public/${promoCodeId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=30');
    expect(await inspectPng(response.rawPayload)).toEqual({ format: 'png', ...VOUCHER_IMAGE_SIZE, qr: promoCodeId });
  });

  it('still draws a redeemed voucher, which differs from an unused one', async () => {
    const unused = await app.inject({ method: 'GET', url: `/images/promo-code/public/${promoCodeId}` });
    const used = await app.inject({ method: 'GET', url: '/images/promo-code/public/used-code' });
    expect(used.statusCode).toBe(200);
    expect(used.rawPayload.equals(unused.rawPayload)).toBe(false);
  });

  it('answers a JSON 404 for an unknown promo code', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/promo-code/public/unknown-id' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Voucher not found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['characters outside base64url', encodeURIComponent('abc$def')],
    ['an over-long id', 'x'.repeat(65)],
  ])('rejects %s with a 400 without looking it up', async (_label, id) => {
    const before = requested.length;
    const response = await app.inject({ method: 'GET', url: `/images/promo-code/public/${id}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['promoCodeId']);
    expect(requested.length).toBe(before);
  });
});

describe('GET /images/promo-code/public/:promoCodeId (with the vouchers module)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function issueCode(status: 'issued' | 'pending_verification') {
    const promotion = await createPromotion(t.database.db, { name: 'Free pastry with any coffee' });
    const id = randomPublicId();
    await t.database.db
      .insertInto('promo_codes')
      .values({
        id,
        code: randomVoucherCode(),
        pool_id: promotion.poolId,
        promotion_id: promotion.id,
        phone_number: '+447700900001',
        member_id: null,
        promoter_id: null,
        status,
        verification_hash: null,
        verification_expires_at: null,
        verification_sent_at: null,
        issued_at: status === 'issued' ? new Date() : null,
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    return id;
  }

  it('draws an issued voucher whose QR code is its id', async () => {
    const id = await issueCode('issued');
    const response = await t.app.inject({ method: 'GET', url: `/images/promo-code/public/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await inspectPng(response.rawPayload)).toEqual({ format: 'png', ...VOUCHER_IMAGE_SIZE, qr: id });
  });

  it('answers 404 for a code still waiting for its verification, and for an unknown id', async () => {
    for (const id of [await issueCode('pending_verification'), randomPublicId()]) {
      const response = await t.app.inject({ method: 'GET', url: `/images/promo-code/public/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Voucher not found' });
    }
  });
});
