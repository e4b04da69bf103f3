import type { PhotoResponse, PhotoUpload } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const photoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPhoto: build.query<PhotoResponse, void>({
      query: () => '/me/photo',
      providesTags: ['Photo'],
    }),
    uploadPhoto: build.mutation<PhotoResponse, PhotoUpload>({
      query: (body) => ({ url: '/me/photo', method: 'POST', body }),
      // The upload changes hasPhotoUpload and requirePhotoUpload, so the profile is refreshed (R-API-30).
      invalidatesTags: ['Me', 'Photo'],
    }),
  }),
});

export const { useGetMyPhotoQuery, useUploadPhotoMutation } = photoApi;

/** A data URL as react-webcam returns it, reduced to the bare base64 the API takes (R-ENTITY-31). */
export function stripDataUrlPrefix(dataUrl: string): string {
  return dataUrl.replace(/^data:[^,]*,/, '');
}

/** The stored photo (base64 JPEG) as something an <img> can show. */
export function photoSource(photoData: string): string {
  return `data:image/jpeg;base64,${photoData}`;
}
