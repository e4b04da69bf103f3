import { ErrorBodySchema, PHOTO_MAX_BASE64_LENGTH, PhotoResponseSchema, PhotoUploadSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MembersRepository } from '../me/members.repository.ts';
import { hitRateLimit } from '../rate-limits/rate-limit-counters.ts';
import { RateLimitedError } from '../rate-limits/send-limits.ts';
import { type FaceDetector, FaceDetectorBusyError } from './face-detector.ts';
import { photoMessages } from './messages.ts';
import { PhotoRejectedError, type PreparedPhoto, checkPhoto, decodePhoto } from './photo-image.ts';
import type { PhotosRepository } from './photos.repository.ts';

export interface PhotosRoutesOptions {
  /** Holds the per-member upload counters, shared by every instance. */
  db: Kysely<Database>;
  members: MembersRepository;
  photos: PhotosRepository;
  faces: FaceDetector;
  /** Uploads per member per hour (PHOTO_UPLOAD_LIMIT_PER_HOUR). */
  limitPerHour: number;
}

// Room for the largest accepted photo as base64 plus the JSON around it; the global limit is smaller.
const PHOTO_BODY_LIMIT = PHOTO_MAX_BASE64_LENGTH + 1024;

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { db, members, photos, faces, limitPerHour }) => {
  app.post(
    '/me/photo',
    {
      // onRequest, not preHandler: a visitor's 5 MB body is refused before a byte of it is read.
      onRequest: app.requireMember,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags: ['me'],
        summary: 'Stores the member’s photo after checking that exactly one face is in it (SPEC 5).',
        body: PhotoUploadSchema,
        response: {
          200: PhotoResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          413: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      // Every upload, accepted or not, costs a decode and a detection: each member gets a few an hour.
      const hit = await hitRateLimit(db, { key: `photo:member:${member.id}`, limit: limitPerHour, windowSeconds: 3600 });
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new RateLimitedError(photoMessages.tooManyUploads, hit.retryAfterSeconds, 'photo');
      }
      if (request.body.photoData.length > PHOTO_MAX_BASE64_LENGTH) {
        throw new PhotoRejectedError(413, photoMessages.tooLarge);
      }
      // The header decides the pixel count before anything is decoded, and the photo queues before
      // it is decoded: a refused or waiting upload never holds its pixels.
      const checked = await checkPhoto(request.body.photoData);
      let outcome: { photo: PreparedPhoto; faceCount: number };
      try {
        outcome = await faces.inTurn(async (countFaces) => {
          const photo = await decodePhoto(checked);
          return { photo, faceCount: await countFaces(photo.rgb) };
        });
      } catch (error) {
        if (!(error instanceof FaceDetectorBusyError)) throw error;
        // Sent here: the error handler hides the message of every 5xx, and this one is for the member.
        return reply.status(503).header('retry-after', '30').send({ message: photoMessages.busy });
      }
      const { photo, faceCount } = outcome;
      if (faceCount !== 1) {
        request.log.info({ faceCount }, 'photo refused');
        throw new PhotoRejectedError(422, photoMessages.notOnePerson);
      }
      await photos.save(member.id, photo);
      return { photoData: photo.jpeg.toString('base64') };
    },
  );

  app.get(
    '/me/photo',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'The member’s stored photo as base64 JPEG (SPEC 7).',
        response: { 200: PhotoResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = await members.findOrCreate(request.principal!);
      const jpeg = await photos.findJpeg(member.id);
      if (!jpeg) throw app.httpErrors.notFound(photoMessages.none);
      // Personal data: never kept by shared caches; the service worker keeps its own copy (docs/decisions).
      reply.header('cache-control', 'private, no-store');
      return { photoData: jpeg.toString('base64') };
    },
  );
};
