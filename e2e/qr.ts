import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads the QR code shown by `locator` the way a door scanner would: from pixels. The clip is widened
 * so the code has the quiet zone a decoder needs.
 */
export async function decodeQrCode(page: Page, locator: Locator): Promise<string | undefined> {
  const box = await locator.boundingBox();
  if (!box) return undefined;
  const margin = 24;
  const image = await page.screenshot({
    clip: { x: Math.max(box.x - margin, 0), y: Math.max(box.y - margin, 0), width: box.width + 2 * margin, height: box.height + 2 * margin },
  });
  const png = PNG.sync.read(image);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
