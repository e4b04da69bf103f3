import { buttonClasses } from '../../../components/ui/button-styles.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { staffMessages as m } from '../messages.ts';
import { useQrCamera } from '../use-qr-camera.ts';

export interface CameraViewProps {
  onCode: (raw: string) => void;
  /** The decoder to use; the browser's or the wasm one by default. */
  loadDecoder?: () => Promise<QrDecoder>;
}

const stateText = {
  starting: m.cameraStarting,
  scanning: m.pointAtCode,
  cameraUnavailable: m.cameraUnavailable,
  decoderUnavailable: m.decoderUnavailable,
} as const;

/** The live camera, reading QR codes without a button press, with a torch toggle where the camera has one. */
export function CameraView({ onCode, loadDecoder }: CameraViewProps) {
  const { videoRef, state, torch, toggleTorch } = useQrCamera(onCode, loadDecoder);
  const failed = state === 'cameraUnavailable' || state === 'decoderUnavailable';
  return (
    <div className="flex flex-col gap-2">
      {state !== 'cameraUnavailable' && (
        <div className="relative overflow-hidden rounded-xl bg-slate-900">
          <video
            ref={videoRef}
            aria-label={m.camera}
            muted
            playsInline
            className="aspect-video max-h-[30vh] w-full object-cover landscape:aspect-square landscape:max-h-[50vh]"
          />
          {torch.supported && (
            <button
              type="button"
              aria-pressed={torch.on}
              onClick={() => void toggleTorch()}
              className={buttonClasses('secondary', 'absolute right-2 bottom-2')}
            >
              {torch.on ? m.torchOff : m.torchOn}
            </button>
          )}
        </div>
      )}
      <p role={failed ? 'alert' : undefined} className={failed ? 'rounded-lg bg-amber-50 p-3 text-amber-900' : 'text-sm text-slate-700'}>
        {stateText[state]}
      </p>
    </div>
  );
}
