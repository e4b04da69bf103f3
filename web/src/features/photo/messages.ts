import { PHOTO_LIMITS, PHOTO_NOT_ONE_PERSON } from '@venue-pass/contracts';

/** User-facing text of the photo dialog; the failure wording is fixed (R-ERR-23, R-ERR-24). */
export const photoMessages = {
  title: 'Verify your photo',
  explanation:
    'Some of our exclusive offers need extra verification at our partner venues. Add a photo of yourself to your card so staff can see that the card is yours.',
  instructions: 'Make sure your face is well lit and nobody else is in the picture.',
  previewLabel: 'Camera preview',
  capturedAlt: 'Your photo',
  takePhoto: 'Take Photo',
  chooseFromGallery: 'Choose from gallery',
  notAPhoto: 'Choose a JPEG or PNG photo.',
  photoTooLarge: `Choose a photo smaller than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  skip: 'Skip for now',
  tryAgain: 'Try Again',
  submit: 'Submit Photo',
  submitting: 'Uploading…',
  close: 'Close',
  notOnlyYou: PHOTO_NOT_ONE_PERSON,
  uploadFailed: "We've had a problem uploading your photo. Please try again later or contact us.",
  cameraUnavailable: "We couldn't open your camera. Please allow camera access in your browser settings, or skip for now.",
} as const;
