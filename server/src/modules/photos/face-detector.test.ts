import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFaceDetector, FaceDetectorBusyError, type RgbImage } from './face-detector.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');

async function rgb(name: string): Promise<RgbImage> {
  const { data, info } = await sharp(await readFile(path.join(fixtures, name))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('createFaceDetector', () => {
  // First: the model loads on the first detection, which is when the runtime installs its handlers.
  it('leaves no process-wide error handlers of the wasm runtime behind', async () => {
    const before = process.listeners('unhandledRejection').length + process.listeners('uncaughtException').length;
    const image = await rgb('no-face.jpg');
    await createFaceDetector().inTurn((countFaces) => countFaces(image));
    expect(process.listeners('unhandledRejection').length + process.listeners('uncaughtException').length).toBe(before);
  });

  it('counts one, two and no faces, answering calls made together each with its own count', async () => {
    const detector = createFaceDetector();
    const images = await Promise.all(['one-face.jpg', 'two-faces.jpg', 'no-face.jpg'].map(rgb));

    await expect(Promise.all(images.map((image) => detector.inTurn((countFaces) => countFaces(image))))).resolves.toEqual([1, 2, 0]);
  });
});

describe('createFaceDetector queue', () => {
  it('refuses photos beyond the queue limit without running their work, so they are never decoded', async () => {
    const detector = createFaceDetector({ maxQueued: 2 });
    const image = await rgb('no-face.jpg');
    const started: number[] = [];

    const results = await Promise.allSettled(
      [1, 2, 3].map((photo) =>
        detector.inTurn(async (countFaces) => {
          started.push(photo);
          return countFaces(image);
        }),
      ),
    );

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(FaceDetectorBusyError);
    expect(started).toEqual([1, 2]);
    await expect(detector.inTurn((countFaces) => countFaces(image))).resolves.toBe(0);
  });

  it('runs one photo at a time, decoding included', async () => {
    const detector = createFaceDetector();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    await Promise.all([detector.inTurn(work), detector.inTurn(work), detector.inTurn(work)]);
    expect(most).toBe(1);
  });
});
