import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sensible from '@fastify/sensible';
import { PHOTO_LIMITS, PhotoResponseSchema, ProfileSchema } from '@venue-pass/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../../test/helpers/tokens.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { authPlugin } from '../auth/auth.plugin.ts';
import { tokenGrants } from '../auth/account-grants.ts';
import { createTokenVerifier } from '../auth/token-verifier.ts';
import { createMemberStates } from '../me/member-states.ts';
import { createMembersRepository } from '../me/members.repository.ts';
import { createFaceDetector } from './face-detector.ts';
import { photoMessages } from './messages.ts';
import { createPhotosRepository } from './photos.repository.ts';
import { photosRoutes } from './photos.routes.ts';
import { createPhotoService } from './photos.service.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const fixture = async (name: string) => (await readFile(path.join(fixtures, name))).toString('base64');

describe('photo routes', () => {
  let t: TestApp;
  let oneFace: string;
  beforeAll(async () => {
    t = await buildTestApp();
    oneFace = await fixture('one-face.jpg');
  });
  afterAll(() => t.close());

  const post = async (sub: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { authorization: `Bearer ${await t.sign({ sub })}` },
      payload: payload as Record<string, unknown>,
    });
  const getPhoto = async (sub: string) =>
    t.app.inject({ method: 'GET', url: '/api/me/photo', headers: { authorization: `Bearer ${await t.sign({ sub })}` } });

  async function memberWithPhotoRequired(sub: string): Promise<string> {
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${await t.sign({ sub })}` } });
    const { userId } = ProfileSchema.parse(me.json());
    await t.database.db.updateTable('members').set({ require_photo_upload: true }).where('id', '=', userId).execute();
    return userId;
  }

  const storedPhotos = async (memberId: string) =>
    (await t.database.db.selectFrom('member_photos').selectAll().where('member_id', '=', memberId).execute()).map((row) => ({
      ...row,
      jpeg: Buffer.from(row.jpeg),
    }));
  const requirement = async (memberId: string) =>
    (await t.database.db.selectFrom('members').select('require_photo_upload').where('id', '=', memberId).executeTakeFirstOrThrow())
      .require_photo_upload;

  describe('POST /api/me/photo', () => {
    it('stores a photo with exactly one face, normalised, and lifts the photo requirement', async () => {
      const memberId = await memberWithPhotoRequired('one-face');

      const response = await post('one-face', { photoData: oneFace });

      expect(response.statusCode).toBe(200);
      const { photoData } = PhotoResponseSchema.parse(response.json());
      const [row] = await storedPhotos(memberId);
      expect(row?.jpeg.toString('base64')).toBe(photoData);
      const stored = await sharp(row!.jpeg).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
      expect(await requirement(memberId)).toBe(false);
    });

    it('shows on the profile: GET /api/me reports hasPhotoUpload true and requirePhotoUpload false', async () => {
      await memberWithPhotoRequired('profile-flags');
      expect((await post('profile-flags', { photoData: oneFace })).statusCode).toBe(200);

      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${await t.sign({ sub: 'profile-flags' })}` } });
      expect(ProfileSchema.parse(me.json())).toMatchObject({ hasPhotoUpload: true, requirePhotoUpload: false });
    });

    it('refuses a photo of two people with 422 and the required message, storing nothing', async () => {
      const memberId = await memberWithPhotoRequired('two-faces');

      const response = await post('two-faces', { photoData: await fixture('two-faces.jpg') });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: photoMessages.notOnePerson });
      expect(await storedPhotos(memberId)).toHaveLength(0);
      expect(await requirement(memberId)).toBe(true);
    });

    it('refuses a photo without a face with 422', async () => {
      const memberId = await memberWithPhotoRequired('no-face');

      const response = await post('no-face', { photoData: await fixture('no-face.jpg') });

      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(photoMessages.notOnePerson);
      expect(await storedPhotos(memberId)).toHaveLength(0);
    });

    it('keeps the earlier photo when a replacement is refused', async () => {
      const memberId = await memberWithPhotoRequired('keeps-earlier');
      expect((await post('keeps-earlier', { photoData: oneFace })).statusCode).toBe(200);
      const [before] = await storedPhotos(memberId);

      expect((await post('keeps-earlier', { photoData: await fixture('two-faces.jpg') })).statusCode).toBe(422);

      const [after] = await storedPhotos(memberId);
      expect(after?.jpeg.equals(before!.jpeg)).toBe(true);
    });

    it('accepts a PNG and a rotated, oversized JPEG, storing at most 800 px without metadata', async () => {
      const memberId = await memberWithPhotoRequired('big-png');
      const big = await sharp(Buffer.from(oneFace, 'base64')).resize({ width: 1600 }).png().toBuffer();
      expect((await post('big-png', { photoData: big.toString('base64') })).statusCode).toBe(200);
      const [row] = await storedPhotos(memberId);
      expect(Math.max(row!.width, row!.height)).toBe(PHOTO_LIMITS.storedMaxDimension);

      // EXIF orientation 6: the camera was turned; the stored photo must be upright and carry no EXIF.
      const sideways = await sharp(Buffer.from(oneFace, 'base64'))
        .rotate(-90)
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      expect((await post('big-png', { photoData: sideways.toString('base64') })).statusCode).toBe(200);
      const [rotated] = await storedPhotos(memberId);
      const metadata = await sharp(rotated!.jpeg).metadata();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width);
    });

    it('answers 400 for bytes that are not a JPEG or PNG', async () => {
      const memberId = await memberWithPhotoRequired('not-image');
      const response = await post('not-image', { photoData: Buffer.from('GIF89a definitely not a photo').toString('base64') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: photoMessages.notAnImage });
      expect(await storedPhotos(memberId)).toHaveLength(0);
    });

    it('answers 400 for a JPEG header followed by garbage', async () => {
      const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const response = await post('garbage', { photoData: bytes.toString('base64') });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(photoMessages.unreadable);
    });

    it('answers 400 for an image smaller than the minimum size', async () => {
      const tiny = await sharp(Buffer.from(oneFace, 'base64')).resize({ width: 120 }).jpeg().toBuffer();
      const response = await post('tiny', { photoData: tiny.toString('base64') });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(photoMessages.tooSmall(PHOTO_LIMITS.minDimension));
    });

    it('answers 400 naming photoData for a data-URL prefix or a missing field', async () => {
      const prefixed = await post('prefix', { photoData: `data:image/jpeg;base64,${oneFace}` });
      expect(prefixed.statusCode).toBe(400);
      expect(Object.keys(prefixed.json().errors)).toEqual(['photoData']);

      const missing = await post('prefix', {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors)).toEqual(['photoData']);
    });

    it('answers 413 for a decoded image above 5 MB, storing nothing', async () => {
      const memberId = await memberWithPhotoRequired('oversize');
      const oversize = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(PHOTO_LIMITS.maxBytes, 1)]);
      const response = await post('oversize', { photoData: oversize.toString('base64') });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: photoMessages.tooLarge });
      expect(await storedPhotos(memberId)).toHaveLength(0);
    });

    it('answers 413 for a body far above the photo limit', async () => {
      const response = await post('huge-body', { photoData: 'A'.repeat(PHOTO_LIMITS.maxBytes * 2) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toHaveProperty('message');
    });

    it('refuses a small PNG that declares more than 12 megapixels with 413, before decoding it', async () => {
      // 36 MP of one colour compresses to a few hundred kilobytes: a decompression bomb in miniature.
      const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(PHOTO_LIMITS.maxBytes);
      const memberId = await memberWithPhotoRequired('bomb');
      const response = await post('bomb', { photoData: bomb.toString('base64') });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: photoMessages.tooManyPixels });
      expect(await storedPhotos(memberId)).toHaveLength(0);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/me/photo', payload: { photoData: oneFace } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/me/photo', () => {
    it('answers 404 with a clear message before any upload', async () => {
      const response = await getPhoto('no-photo-yet');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: photoMessages.none });
    });

    it('returns the stored photo after an upload, only to its owner', async () => {
      await memberWithPhotoRequired('owner');
      const upload = await post('owner', { photoData: oneFace });
      expect(upload.statusCode).toBe(200);

      const response = await getPhoto('owner');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual({ photoData: upload.json().photoData });
      expect((await getPhoto('someone-else')).statusCode).toBe(404);
    });
  });
});

describe('photo upload guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PHOTO_UPLOAD_LIMIT_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  const upload = async (sub: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { authorization: `Bearer ${await t.sign({ sub })}` },
      payload: { photoData: Buffer.from('GIF89a not a photo').toString('base64') },
    });

  it('answers 429 with Retry-After once a member has used the hourly uploads, other members unaffected', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await upload('busy-uploader')).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await upload('busy-uploader');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: photoMessages.tooManyUploads });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('other-uploader')).statusCode).toBe(400);
  });

  it('answers 401 to an anonymous upload as soon as its headers arrive, without reading the body', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const declared = PHOTO_LIMITS.maxBytes;
    // Sends the headers and the first 64 KB of a 5 MB body, then waits: only an answer given
    // before the body is read can arrive.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        { host: address.hostname, port: address.port, method: 'POST', path: '/api/me/photo', headers: { 'content-type': 'application/json', 'content-length': declared } },
        (response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      request.write(`{"photoData":"${'A'.repeat(64 * 1024)}`);
      setTimeout(() => {
        reject(new Error('no answer while the body was still being sent'));
        request.destroy();
      }, 3000);
    });
    expect(status).toBe(401);
  });
});

describe('POST /api/me/photo while the face detector is busy', () => {
  let database: TestDatabase;
  const app = Fastify();
  let sign: Awaited<ReturnType<typeof createTestIssuer>>['sign'];

  beforeAll(async () => {
    database = await createTestDatabase();
    const issuer = await createTestIssuer();
    sign = issuer.sign;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(sensible);
    await app.register(errorsPlugin);
    await app.register(authPlugin, {
      verify: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keys: issuer.keys }),
      members: createMemberStates({ members: createMembersRepository(database.db), ttlSeconds: 0 }),
      apiAudience: TEST_AUDIENCE,
      grants: tokenGrants,
    });
    await app.register(photosRoutes, {
      prefix: '/api',
      photos: createPhotoService({
        db: database.db,
        photos: createPhotosRepository(database.db),
        // No room at all: every photo finds the queue full.
        faces: createFaceDetector({ maxQueued: 0 }),
        limitPerHour: 100,
      }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('answers 503 before decoding the photo: a truncated JPEG, which decoding would refuse with 400, gets the 503', async () => {
    const whole = await readFile(path.join(fixtures, 'one-face.jpg'));
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.4));
    expect((await sharp(truncated).metadata()).width).toBeGreaterThan(PHOTO_LIMITS.minDimension);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { authorization: `Bearer ${await sign({ sub: 'queued' })}` },
      payload: { photoData: truncated.toString('base64') },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: photoMessages.busy });
    expect(response.headers['retry-after']).toBe('30');
  });
});
