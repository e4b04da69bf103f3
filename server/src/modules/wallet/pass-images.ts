import sharp from 'sharp';

// The card's mark: a ticket shape in the product's violet; drawn here so the server needs no asset files.
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#4c1d95"/>
  <path d="M16 20h32v8a4 4 0 0 0 0 8v8H16v-8a4 4 0 0 0 0-8z" fill="#ffffff"/>
  <path d="M26 28l6 10 6-10" stroke="#4c1d95" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

let rendering: Promise<Record<string, Buffer>> | undefined;

/** icon.png (required by Apple) and logo.png at 1x, 2x and 3x, rendered once per process. */
export function passImages(): Promise<Record<string, Buffer>> {
  rendering ??= (async () => {
    const svg = Buffer.from(MARK);
    const render = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();
    const entries = await Promise.all(
      (
        [
          ['icon.png', 29],
          ['icon@2x.png', 58],
          ['icon@3x.png', 87],
          ['logo.png', 50],
          ['logo@2x.png', 100],
          ['logo@3x.png', 150],
        ] as const
      ).map(async ([name, size]) => [name, await render(size)] as const),
    );
    return Object.fromEntries(entries);
  })();
  return rendering;
}
