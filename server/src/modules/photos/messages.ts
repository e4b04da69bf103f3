import { PHOTO_NOT_ONE_PERSON } from '@venue-pass/contracts';

/** Answers of the photo endpoints; the 422 wording is fixed (R-ERR-23). */
export const photoMessages = {
  notOnePerson: PHOTO_NOT_ONE_PERSON,
  tooLarge: 'The photo is larger than 5 MB. Please send a smaller image.',
  notAnImage: 'The photo must be a JPEG or PNG image.',
  unreadable: 'The photo could not be read as an image.',
  tooSmall: (min: number) => `The photo must be at least ${min} × ${min} pixels.`,
  tooManyPixels: 'The photo has more than 12 megapixels. Please send a smaller image.',
  none: 'You have not uploaded a photo yet.',
  busy: 'We are checking a lot of photos right now. Please try again in a minute.',
  tooManyUploads: 'You have sent a lot of photos in the last hour. Please try again later.',
} as const;
