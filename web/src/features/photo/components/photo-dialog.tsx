import { PHOTO_LIMITS } from '@venue-pass/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Webcam from 'react-webcam';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { onboardingDismissedState, returnToOf } from '../../../lib/onboarding.ts';
import { stripDataUrlPrefix, useUploadPhotoMutation } from '../api.ts';
import { photoMessages as m } from '../messages.ts';

// The front camera, as a selfie: the preview is mirrored and the capture is JPEG (R-CONST-20, R-CONST-21).
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } };

const GALLERY_TYPES = ['image/jpeg', 'image/png'];

function errorMessage(error: unknown): string {
  return apiErrorStatus(error) === 422 ? m.notOnlyYou : m.uploadFailed;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * /photo: photo verification (R-PHOTO-01 to R-PHOTO-09, R-STATE-35 to R-STATE-37), from the camera or a photo
 * chosen from the gallery. Closing goes to /; 'Skip for now' returns to the page the member came from (a
 * locked offer), or to / without bringing the member straight back here (ADR 006).
 */
export function PhotoDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const webcam = useRef<Webcam>(null);
  const [captured, setCaptured] = useState<string | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [upload, { isLoading, error, reset }] = useUploadPhotoMutation();

  const goHome = () => navigate(paths.home, { state: onboardingDismissedState });
  const skip = () => navigate(returnToOf(location.state) ?? paths.home, { state: onboardingDismissedState });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!GALLERY_TYPES.includes(file.type)) return setFileProblem(m.notAPhoto);
    if (file.size > PHOTO_LIMITS.maxBytes) return setFileProblem(m.photoTooLarge);
    setFileProblem(null);
    reset();
    setCaptured(await readAsDataUrl(file));
  };

  const takePhoto = () => {
    const shot = webcam.current?.getScreenshot();
    if (shot) setCaptured(shot);
  };
  const tryAgain = () => {
    reset();
    setFileProblem(null);
    setCaptured(null);
  };
  const submit = async () => {
    if (!captured) return;
    try {
      await upload({ photoData: stripDataUrlPrefix(captured) }).unwrap();
      await navigate(paths.home);
    } catch {
      // The message comes from the mutation's error state below.
    }
  };

  return (
    <Modal title={m.title} closeLabel={m.close} onClose={goHome}>
      <p className="text-slate-700">{m.explanation}</p>
      <p className="text-sm text-slate-600">{m.instructions}</p>

      {captured ? (
        <img src={captured} alt={m.capturedAlt} className="w-full rounded-xl" />
      ) : cameraFailed ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {m.cameraUnavailable}
        </p>
      ) : (
        <Webcam
          ref={webcam}
          audio={false}
          mirrored
          screenshotFormat="image/jpeg"
          screenshotQuality={0.9}
          videoConstraints={VIDEO_CONSTRAINTS}
          onUserMediaError={() => setCameraFailed(true)}
          aria-label={m.previewLabel}
          className="w-full rounded-xl bg-slate-900"
        />
      )}

      {fileProblem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {fileProblem}
        </p>
      )}

      {error !== undefined && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {errorMessage(error)}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        {captured ? (
          <>
            <button type="button" onClick={tryAgain} className={buttonClasses('secondary')} disabled={isLoading}>
              {m.tryAgain}
            </button>
            <button type="button" onClick={() => void submit()} className={buttonClasses('primary')} disabled={isLoading}>
              {isLoading ? m.submitting : m.submit}
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={() => void skip()} className={buttonClasses('ghost')}>
              {m.skip}
            </button>
            {/* A label styled as a button opens the phone's photo picker; the input itself stays out of sight. */}
            <label className={buttonClasses('secondary', 'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-violet-700')}>
              {m.chooseFromGallery}
              <input type="file" accept={GALLERY_TYPES.join(',')} onChange={(event) => void chooseFile(event)} className="sr-only" />
            </label>
            <button type="button" onClick={takePhoto} className={buttonClasses('primary')} disabled={cameraFailed}>
              {m.takePhoto}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
