import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { RenderJob } from './image-render.worker.ts';

export interface ImageRendererOptions {
  /** Worker threads drawing images; half the cores leaves the others to the event loop and the database. */
  threads?: number;
  /** Images allowed to wait for a busy thread; beyond this render() refuses with ImageRendererBusyError. */
  maxQueued?: number;
  /** Bytes of PNGs kept for repeated requests. */
  cacheBytes?: number;
}

/** Every render thread is busy and the queue is full: the caller should answer 503 with Retry-After. */
export class ImageRendererBusyError extends Error {
  override readonly name = 'ImageRendererBusyError';
}

// The server runs its TypeScript through tsx (ADR 003), and so must the worker; under the test
// runner the parent's loader is vitest's, which a worker thread does not inherit.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];

/**
 * Draws vouchers and posters in a pool of worker threads, so a burst of images never stalls other
 * requests, and keeps the PNGs in a bounded cache keyed by everything drawn: a changed offer or a
 * redeemed voucher is a new key, never a stale image.
 */
export function createImageRenderer({
  threads = Math.max(1, Math.floor(availableParallelism() / 2)),
  maxQueued = 32,
  cacheBytes = 32 * 1024 * 1024,
}: ImageRendererOptions = {}) {
  const pool = new Piscina<RenderJob, Uint8Array>({
    filename: new URL('./image-render.worker.ts', import.meta.url).href,
    // No thread until the first image; a warm one keeps its fonts for a minute.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv,
  });
  let drawing = 0;
  const cache = new LRUCache<string, Buffer, { job: RenderJob }>({
    maxSize: cacheBytes,
    sizeCalculation: (png) => png.length,
    // Requests for the same image while it is drawn share one render.
    fetchMethod: async (_key, _stale, { context }) => {
      if (drawing >= threads + maxQueued) throw new ImageRendererBusyError('Every image thread is busy');
      drawing += 1;
      try {
        const png = await pool.run(context.job);
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      } finally {
        drawing -= 1;
      }
    },
  });

  return {
    async render(job: RenderJob): Promise<Buffer> {
      const key = createHash('sha256').update(JSON.stringify(job)).digest('base64url');
      const png = await cache.fetch(key, { context: { job } });
      if (!png) throw new Error('The image renderer returned nothing');
      return png;
    },
    close: () => pool.close(),
  };
}
export type ImageRenderer = ReturnType<typeof createImageRenderer>;
