import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import satori, { type SatoriOptions } from 'satori';

type Style = Record<string, string | number>;
type Child = ImageNode | string | null | false;

/** The element shape satori lays out (what JSX would produce), written as plain objects on the server. */
export interface ImageNode {
  type: string;
  key: null;
  props: { style?: Style; children?: Child[]; src?: string; width?: number; height?: number; alt?: string };
}

/** Builds one element; `h('div', { display: 'flex' }, 'text')`. */
export function h(type: string, style: Style, ...children: Child[]): ImageNode {
  return { type, key: null, props: { style, children } };
}

export function img(src: string, size: { width: number; height: number }, style: Style = {}): ImageNode {
  return { type: 'img', key: null, props: { src, ...size, style } };
}

const require = createRequire(import.meta.url);

// satori reads .woff and .ttf but not .woff2 (STACK-NOTES); latin-ext covers names such as "Café Ødegaard".
const FONT_FILES: { file: string; weight: 400 | 700 }[] = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
];

let fonts: Promise<SatoriOptions['fonts']> | undefined;

function loadFonts(): Promise<SatoriOptions['fonts']> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, weight }) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
    })),
  );
  return fonts;
}

/** A QR code as a PNG data URL, with the quiet zone scanners need. */
export function qrDataUrl(text: string, size: number): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size });
}

/** Lays `tree` out at the given size and rasterises it to PNG. */
export async function renderPng(tree: ImageNode, size: { width: number; height: number }): Promise<Buffer> {
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { ...size, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng();
}
