import { ErrorBodySchema, PHOTO_MAX_BASE64_LENGTH, PhotoResponseSchema, PhotoUploadSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FaceDetector, FaceDetectorBusyError } from './face-detector.ts';
import { photoMessages } from './messages.ts';
import { PhotoRejectedError, preparePhoto } from './photo-image.ts';
import type { PhotosRepository } from './photos.repository.ts';

export interface PhotosRoutesOptions {
  photos: PhotosRepository;
  faces: FaceDetector;
}

// Room for the largest accepted photo as base64 plus the JSON around it; the global limit is smaller.
const PHOTO_BODY_LIMIT = PHOTO_MAX_BASE64_LENGTH + 1024;

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photos, faces }) => {
  app.post(
    '/me/photo',
    {
      preHandler: app.requireMember,
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
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      if (request.body.photoData.length > PHOTO_MAX_BASE64_LENGTH) {
        throw new PhotoRejectedError(413, photoMessages.tooLarge);
      }
      const photo = await preparePhoto(request.body.photoData);
      let faceCount: number;
      try {
        faceCount = await faces.countFaces(photo.rgb);
      } catch (error) {
        if (!(error instanceof FaceDetectorBusyError)) throw error;
        // Sent here: the error handler hides the message of every 5xx, and this one is for the member.
        return reply.status(503).header('retry-after', '30').send({ message: photoMessages.busy });
      }
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
      const member = request.member!;
      const jpeg = await photos.findJpeg(member.id);
      if (!jpeg) throw app.httpErrors.notFound(photoMessages.none);
      // Personal data: never kept by shared caches; the service worker keeps its own copy (docs/decisions).
      reply.header('cache-control', 'private, no-store');
      return { photoData: jpeg.toString('base64') };
    },
  );
};
