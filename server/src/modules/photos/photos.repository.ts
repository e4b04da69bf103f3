import type { Executor } from '../../db/database.ts';

export interface NewPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

export function createPhotosRepository(db: Executor) {
  return {
    /** Stores the member's photo, replacing an earlier one. */
    async upsert(memberId: string, photo: NewPhoto): Promise<void> {
      await db
        .insertInto('member_photos')
        .values({ member_id: memberId, jpeg: photo.jpeg, width: photo.width, height: photo.height, uploaded_at: new Date() })
        .onConflict((conflict) =>
          conflict.column('member_id').doUpdateSet((eb) => ({
            jpeg: eb.ref('excluded.jpeg'),
            width: eb.ref('excluded.width'),
            height: eb.ref('excluded.height'),
            uploaded_at: eb.ref('excluded.uploaded_at'),
          })),
        )
        .execute();
    },

    async findJpeg(memberId: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('member_photos').select('jpeg').where('member_id', '=', memberId).executeTakeFirst();
      // node-postgres returns a Buffer, PGlite a plain Uint8Array.
      return row ? Buffer.from(row.jpeg) : undefined;
    },

    /** Whether the member has uploaded a photo: the profile's hasPhotoUpload. */
    async exists(memberId: string): Promise<boolean> {
      const row = await db.selectFrom('member_photos').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
