import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetMemberCard, MEMBER_CARD_CACHE } from './member-card-cache.ts';

describe('forgetMemberCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deletes the card cache', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await forgetMemberCard();
    expect(remove).toHaveBeenCalledWith(MEMBER_CARD_CACHE);
  });

  it('does nothing where the Cache API is missing', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetMemberCard()).resolves.toBeUndefined();
  });
});
