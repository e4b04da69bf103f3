import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tfjs from '@tensorflow/tfjs';
import type * as TfjsWasm from '@tensorflow/tfjs-backend-wasm';
import type * as FaceApi from '@vladmandic/face-api/dist/face-api.node-wasm.js';

// face-api's node-wasm build is CommonJS and loads tfjs with require(); loading tfjs the same way
// guarantees one tfjs engine (an ESM copy would have its own backend registry).
const require = createRequire(import.meta.url);

/** Decoded pixels, three bytes (RGB) per pixel, row by row. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** How many faces SSD MobileNet v1 finds with at least the configured confidence. */
export type CountFaces = (image: RgbImage) => Promise<number>;

export interface FaceDetector {
  /**
   * Runs `work` when the detector is free, one photo at a time, handing it `countFaces`. A photo takes
   * its place in the queue before `work` runs, so a refused one (FaceDetectorBusyError) is never
   * decoded, and a waiting one holds only its compressed bytes.
   */
  inTurn<T>(work: (countFaces: CountFaces) => Promise<T>): Promise<T>;
}

export interface FaceDetectorOptions {
  /** Detections below this score are ignored; 0.5 keeps blurry background faces out. */
  minConfidence?: number;
  /** Photos allowed to wait for the detector; beyond this countFaces refuses with FaceDetectorBusyError. */
  maxQueued?: number;
}

/** The queue is full: the caller should ask the member to try again shortly. */
export class FaceDetectorBusyError extends Error {
  override readonly name = 'FaceDetectorBusyError';
}

interface LoadedModel {
  faceapi: typeof FaceApi;
  tf: typeof Tfjs;
}

let loading: Promise<LoadedModel> | undefined;

// The model and the wasm backend are process-wide; they load on the first photo, not at start-up.
function loadModel(): Promise<LoadedModel> {
  loading ??= (async () => {
    const before = {
      uncaughtException: process.listeners('uncaughtException'),
      unhandledRejection: process.listeners('unhandledRejection'),
    };
    const tf = require('@tensorflow/tfjs') as typeof Tfjs;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof TfjsWasm;
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
    // A file path, read with fs by the emscripten loader: nothing is fetched from a CDN.
    wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
    await tf.setBackend('wasm');
    await tf.ready();
    // Emscripten's Node glue installs process handlers that rethrow every uncaught error, which
    // would pre-empt the server's graceful shutdown (close-with-grace); the server's own handlers stay.
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.uncaughtException.includes(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!before.unhandledRejection.includes(listener)) process.removeListener('unhandledRejection', listener);
    }
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(
      path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'),
    );
    return { faceapi, tf };
  })();
  // A failed load (e.g. a missing file) is retried by the next photo instead of failing forever.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Counts faces in the server process. Photos take turns, decoding included: each holds its pixels and
 * a few tensors of their size, so a burst of uploads queues instead of multiplying memory.
 */
export function createFaceDetector({ minConfidence = 0.5, maxQueued = 8 }: FaceDetectorOptions = {}): FaceDetector {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function detect(image: RgbImage): Promise<number> {
    const { faceapi, tf } = await loadModel();
    const tensor = tf.tensor3d(new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), [image.height, image.width, 3], 'int32');
    try {
      const detections = await faceapi.detectAllFaces(
        tensor as unknown as Parameters<typeof FaceApi.detectAllFaces>[0],
        new faceapi.SsdMobilenetv1Options({ minConfidence }),
      );
      return detections.length;
    } finally {
      tensor.dispose();
    }
  }

  return {
    inTurn(work) {
      if (waiting >= maxQueued) return Promise.reject(new FaceDetectorBusyError('The face detector is busy'));
      waiting += 1;
      const result = queue.then(() => work(detect)).finally(() => {
        waiting -= 1;
      });
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
