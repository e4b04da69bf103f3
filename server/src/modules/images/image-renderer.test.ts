import { afterEach, describe, expect, it } from 'vitest';
import type { RenderJob } from './image-render.worker.ts';
import { ImageRendererBusyError, type ImageRenderer, createImageRenderer } from './image-renderer.ts';

const voucher = (code: string, isRedeemed = false): RenderJob => ({
  kind: 'voucher',
  promoCodeId: `id-${code}`,
  voucher: { code, promotionName: 'Free pastry', venueName: 'The Copper Kettle', expiresAt: new Date('2027-01-31T23:59:59Z'), isRedeemed },
});

describe('createImageRenderer', () => {
  let renderer: ImageRenderer;
  afterEach(() => renderer.close());

  it('answers a repeated image from its cache and draws a changed one again', async () => {
    renderer = createImageRenderer({ threads: 1 });
    const first = await renderer.render(voucher('K7Q2M9X4TB'));
    expect(await renderer.render(voucher('K7Q2M9X4TB'))).toBe(first);
    const redeemed = await renderer.render(voucher('K7Q2M9X4TB', true));
    expect(redeemed).not.toBe(first);
    expect(redeemed.equals(first)).toBe(false);
  });

  it('shares one render between requests for the same image made together', async () => {
    renderer = createImageRenderer({ threads: 1, maxQueued: 0 });
    const [a, b] = await Promise.all([renderer.render(voucher('SAME000001')), renderer.render(voucher('SAME000001'))]);
    expect(b).toBe(a);
  });

  it('refuses images beyond the queue instead of holding them all', async () => {
    renderer = createImageRenderer({ threads: 1, maxQueued: 1 });
    const results = await Promise.allSettled(['Q000000001', 'Q000000002', 'Q000000003', 'Q000000004'].map((code) => renderer.render(voucher(code))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(ImageRendererBusyError);
    await expect(renderer.render(voucher('Q000000005'))).resolves.toBeInstanceOf(Buffer);
  });
});
