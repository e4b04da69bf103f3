import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

const SIZE = 320;
const FRAMES = 10;
const QUIET_ZONE = 4;

/**
 * Writes a Y4M video whose every frame is `text` as a QR code, black on white, for Chromium's fake
 * camera (`--use-file-for-fake-video-capture`). Y4M is raw 4:2:0 video: per frame a luma plane (the
 * QR's grey values) and two chroma planes at half resolution, all 128 for grey.
 */
export function writeQrVideo(text: string, file: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor(SIZE / modules);
  const offset = Math.floor((SIZE - modules * scale) / 2) + QUIET_ZONE * scale;
  const luma = Buffer.alloc(SIZE * SIZE, 255);
  for (let row = 0; row < qr.modules.size; row += 1) {
    for (let column = 0; column < qr.modules.size; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        luma.fill(0, (offset + row * scale + y) * SIZE + offset + column * scale, (offset + row * scale + y) * SIZE + offset + (column + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((SIZE / 2) * (SIZE / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const video = Buffer.concat([Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F${FRAMES}:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(FRAMES).fill(frame)]);
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, video);
  return target;
}
