/** Reads the QR codes visible in a video frame (docs/decisions/032-qr-decoder.md). */
export interface QrDecoder {
  decode(frame: HTMLVideoElement): Promise<string[]>;
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** The browser's own BarcodeDetector when it reads QR codes (Chrome on Android, Safari 17+). */
async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The same API over ZXing compiled to WebAssembly, loaded only here. Its default fetches the wasm
 * from a CDN; the build copies it into our own assets instead, so nothing leaves our origin.
 */
async function wasmDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Instantiated now, so a decoder that cannot load (no WebAssembly, a CSP refusal) fails here once.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** The best decoder this browser has; rejects when neither can load. */
export async function loadQrDecoder(): Promise<QrDecoder> {
  const detector = (await nativeDetector()) ?? (await wasmDetector());
  return {
    decode: async (frame) => (await detector.detect(frame)).map((code) => code.rawValue),
  };
}
