import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQrDecoder, type QrDecoder } from './qr-decoder.ts';

export type CameraState = 'starting' | 'scanning' | 'cameraUnavailable' | 'decoderUnavailable';

// About seven frames a second: a card held up is read at once, and a phone's battery lasts the shift.
const SCAN_INTERVAL_MS = 150;

// The back camera of a phone, sharp enough for a card on a cracked screen held at arm's length.
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } };

// Undefined on a plain-http address other than localhost, where browsers withhold the camera.
const cameraExists = () => typeof (navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia === 'function';

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/**
 * Opens the camera as soon as the screen mounts and decodes frames continuously, calling `onCode` with
 * every QR value it reads (the caller drops repeats). The camera stops when the screen unmounts.
 */
export function useQrCamera(onCode: (raw: string) => void, loadDecoder: () => Promise<QrDecoder> = loadQrDecoder) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<MediaStreamTrack | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>(() => (cameraExists() ? 'starting' : 'cameraUnavailable'));
  const [torch, setTorch] = useState({ supported: false, on: false });

  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!cameraExists()) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Fetched while the camera starts, so the first frame finds it ready.
    const decoderLoading = loadDecoder();
    decoderLoading.catch(() => undefined);

    const scan = async (decoder: QrDecoder, video: HTMLVideoElement) => {
      try {
        for (const raw of await decoder.decode(video)) onCodeRef.current(raw);
      } catch {
        // A frame that is not ready or could not be read; the next one is tried in a moment.
      }
      if (!stopped) timer = setTimeout(() => void scan(decoder, video), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: VIDEO_CONSTRAINTS });
      } catch {
        if (!stopped) setState('cameraUnavailable');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      video.play().catch(() => undefined);
      const [track] = stream.getVideoTracks();
      trackRef.current = track ?? null;
      const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
      setTorch({ supported: capabilities?.torch === true, on: false });

      let decoder: QrDecoder;
      try {
        decoder = await decoderLoading;
      } catch {
        if (!stopped) setState('decoderUnavailable');
        return;
      }
      if (stopped) return;
      setState('scanning');
      void scan(decoder, video);
    };

    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      trackRef.current = null;
    };
  }, [loadDecoder]);

  const toggleTorch = useCallback(async () => {
    const track = trackRef.current;
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }, [torch.on]);

  return { videoRef, state, torch, toggleTorch };
}
