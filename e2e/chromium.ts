import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser downloads do not work on these machines. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that let Chromium run as root in a container with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Launch options whose front camera plays the one-face test photo, for specs that reach /photo.
 * Each spec gets its own copy of the picture, since Chromium reads it as a motion-JPEG stream.
 */
export function withFakeCamera(spec: string): LaunchOptions {
  const camera = path.resolve(`test-results/${spec}-camera/one-face.mjpeg`);
  mkdirSync(path.dirname(camera), { recursive: true });
  copyFileSync(path.resolve('server/test/fixtures/one-face.jpg'), camera);
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  };
}
