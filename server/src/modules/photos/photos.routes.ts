import { ErrorBodySchema, PHOTO_MAX_BASE64_LENGTH, PhotoResponseSchema, PhotoUploadSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhotoService } from './photos.service.ts';

// Room for the largest accepted photo as base64 plus the JSON around it; the global limit is smaller.
const PHOTO_BODY_LIMIT = PHOTO_MAX_BASE64_LENGTH + 1024;

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  app.post(
    '/me/photo',
    {
      // onRequest, not preHandler: a visitor's 5 MB body is refused before a byte of it is read.
      onRequest: app.requireMember,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags: ['me'],
        summary: 'Stores the member’s photo after checking that exactly one face is in it (R-VALID-34: 422 otherwise).',
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
    async (request) => {
      const jpeg = await photos.upload(request.member!.id, request.body.photoData, request.log);
      return { photoData: jpeg.toString('base64') };
    },
  );

  app.get(
    '/me/photo',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'The member’s stored photo as base64 JPEG.',
        response: { 200: PhotoResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const jpeg = await photos.find(request.member!.id);
      // Personal data: never kept by shared caches; the service worker keeps its own copy (docs/decisions).
      reply.header('cache-control', 'private, no-store');
      return { photoData: jpeg.toString('base64') };
    },
  );
};
