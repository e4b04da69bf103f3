import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Webcam from 'react-webcam';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { stripDataUrlPrefix, useUploadPhotoMutation } from '../api.ts';
import { photoMessages as m } from '../messages.ts';

// The front camera, as a selfie: the preview is mirrored and the capture is JPEG (R-CONST-20, R-CONST-21).
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } };

function errorMessage(error: unknown): string {
  return apiErrorStatus(error) === 422 ? m.notOnlyYou : m.uploadFailed;
}

/** /photo: photo verification (R-PHOTO-01 to R-PHOTO-09, R-STATE-35 to R-STATE-37). */
export function PhotoDialog() {
  const navigate = useNavigate();
  const webcam = useRef<Webcam>(null);
  const [captured, setCaptured] = useState<string | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [upload, { isLoading, error, reset }] = useUploadPhotoMutation();

  const goHome = () => navigate(paths.home);

  const takePhoto = () => {
    const shot = webcam.current?.getScreenshot();
    if (shot) setCaptured(shot);
  };
  const tryAgain = () => {
    reset();
    setCaptured(null);
  };
  const submit = async () => {
    if (!captured) return;
    try {
      await upload({ photoData: stripDataUrlPrefix(captured) }).unwrap();
      await goHome();
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
            <button type="button" onClick={goHome} className={buttonClasses('secondary')}>
              {m.skip}
            </button>
            <button type="button" onClick={takePhoto} className={buttonClasses('primary')} disabled={cameraFailed}>
              {m.takePhoto}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
