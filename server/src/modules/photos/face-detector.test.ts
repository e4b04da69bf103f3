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
    await createFaceDetector().countFaces(await rgb('no-face.jpg'));
    expect(process.listeners('unhandledRejection').length + process.listeners('uncaughtException').length).toBe(before);
  });

  it('counts one, two and no faces, answering calls made together each with its own count', async () => {
    const detector = createFaceDetector();
    const images = await Promise.all(['one-face.jpg', 'two-faces.jpg', 'no-face.jpg'].map(rgb));

    await expect(Promise.all(images.map((image) => detector.countFaces(image)))).resolves.toEqual([1, 2, 0]);
  });
});

describe('createFaceDetector queue', () => {
  it('refuses photos beyond the queue limit instead of holding them all in memory', async () => {
    const detector = createFaceDetector({ maxQueued: 2 });
    const image = await rgb('no-face.jpg');

    const results = await Promise.allSettled([1, 2, 3].map(() => detector.countFaces(image)));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(FaceDetectorBusyError);
    await expect(detector.countFaces(image)).resolves.toBe(0);
  });
});
