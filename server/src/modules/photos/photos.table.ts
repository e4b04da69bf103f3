import type { ColumnType, Selectable } from 'kysely';

export interface MemberPhotosTable {
  member_id: string;
  /** The normalised photo: EXIF-rotated, at most 800 px on its longer side, no metadata. */
  jpeg: ColumnType<Uint8Array, Buffer, Buffer>;
  width: number;
  height: number;
  uploaded_at: ColumnType<Date, Date | undefined, Date>;
}
export type MemberPhotoRow = Selectable<MemberPhotosTable>;
