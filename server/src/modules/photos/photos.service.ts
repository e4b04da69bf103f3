import { PHOTO_MAX_BASE64_LENGTH } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters.ts';
import { type FaceDetector, FaceDetectorBusyError } from './face-detector.ts';
import { photoMessages } from './messages.ts';
import { PhotoRejectedError, type PreparedPhoto, checkPhoto, decodePhoto } from './photo-image.ts';
import { createMembersRepository } from '../me/members.repository.ts';
import { type PhotosRepository, createPhotosRepository } from './photos.repository.ts';

export interface PhotoServiceOptions {
  /** Holds the per-member upload counters, shared by every instance. */
  db: Kysely<Database>;
  photos: PhotosRepository;
  faces: FaceDetector;
  /** Uploads per member per hour (PHOTO_UPLOAD_LIMIT_PER_HOUR). */
  limitPerHour: number;
}

/** The member's verification photo: checked to show exactly one face, then stored. */
export function createPhotoService({ db, photos, faces, limitPerHour }: PhotoServiceOptions) {
  return {
    /** Checks and stores a photo (base64 JPEG or PNG); answers with the stored JPEG. */
    async upload(memberId: string, photoData: string, log: { info: (details: object, message: string) => void }): Promise<Buffer> {
      // Every upload, accepted or not, costs a decode and a detection: each member gets a few an hour.
      await createRateLimitCounters(db).enforce({ name: 'photo', key: `photo:member:${memberId}`, limit: limitPerHour, windowSeconds: 3600 }, photoMessages.tooManyUploads);
      if (photoData.length > PHOTO_MAX_BASE64_LENGTH) throw new PhotoRejectedError('too-large', photoMessages.tooLarge);
      // The header decides the pixel count before anything is decoded, and the photo queues before
      // it is decoded: a refused or waiting upload never holds its pixels.
      const checked = await checkPhoto(photoData);
      let outcome: { photo: PreparedPhoto; faceCount: number };
      try {
        outcome = await faces.inTurn(async (countFaces) => {
          const photo = await decodePhoto(checked);
          return { photo, faceCount: await countFaces(photo.rgb) };
        });
      } catch (error) {
        if (!(error instanceof FaceDetectorBusyError)) throw error;
        throw new DomainError('unavailable', photoMessages.busy, { retryAfterSeconds: 30, reason: 'face-detector-busy' });
      }
      const { photo, faceCount } = outcome;
      if (faceCount !== 1) {
        log.info({ faceCount }, 'photo refused');
        throw new PhotoRejectedError('unprocessable', photoMessages.notOnePerson);
      }
      // One transaction: a profile never shows a photo requirement next to a stored photo, or the other way round.
      await db.transaction().execute(async (trx) => {
        await createPhotosRepository(trx).upsert(memberId, photo);
        await createMembersRepository(trx).clearPhotoRequirement(memberId);
      });
      return photo.jpeg;
    },

    async find(memberId: string): Promise<Buffer> {
      const jpeg = await photos.findJpeg(memberId);
      if (!jpeg) throw new DomainError('not-found', photoMessages.none);
      return jpeg;
    },
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;
