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

// Compiled (ADR 056), the worker is JavaScript beside this file and inherits the parent's flags. From
// source it is TypeScript and needs tsx's loader, which under the test runner (whose loader is vitest's)
// a worker thread does not inherit.
const compiled = import.meta.url.endsWith('.js');
const workerFile = new URL(`./image-render.worker.${compiled ? 'js' : 'ts'}`, import.meta.url);
const execArgv = compiled || process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];

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
    filename: workerFile.href,
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
