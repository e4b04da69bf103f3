import { describe, expect, it, vi } from 'vitest';
import { makeTokenSet } from '../../testing/factories.ts';
import { fakeTabs } from '../../testing/tabs.ts';
import { createRefreshCoordinator } from './refresh-coordinator.ts';
import type { TokenSet } from './token.ts';

const rotated = makeTokenSet({ refreshToken: 'rotated-refresh-token' });

describe('createRefreshCoordinator', () => {
  it('hands the new tokens to a tab that asks after the refresh, without a second refresh', async () => {
    const tabs = fakeTabs();
    const first = createRefreshCoordinator(tabs.open());
    const endpoint = vi.fn(async () => rotated);

    await expect(first.refresh('shared-refresh-token', endpoint)).resolves.toEqual(rotated);
    // Opened after the first tab's announcement went out, so it has to ask for the tokens.
    const late = createRefreshCoordinator(tabs.open());
    await expect(late.refresh('shared-refresh-token', endpoint)).resolves.toEqual(rotated);

    expect(endpoint).toHaveBeenCalledOnce();
    expect(tabs.sent).toContainEqual({ type: 'ask', from: expect.any(String) });
  });

  it('refreshes itself when no tab answers within the wait', async () => {
    const tabs = fakeTabs();
    const alone = createRefreshCoordinator(tabs.open({ handoverWaitMs: 30 }));
    const endpoint = vi.fn(async () => rotated);

    const started = Date.now();
    await expect(alone.refresh('shared-refresh-token', endpoint)).resolves.toEqual(rotated);

    expect(endpoint).toHaveBeenCalledOnce();
    expect(Date.now() - started).toBeGreaterThanOrEqual(29);
  });

  it('refreshes nothing once the session it was asked for has ended', async () => {
    const tabs = fakeTabs();
    const coordinator = createRefreshCoordinator(tabs.open());
    const endpoint = vi.fn(async (): Promise<TokenSet | undefined> => rotated);
    const session = new AbortController();
    session.abort();

    await expect(coordinator.refresh('shared-refresh-token', endpoint, session.signal)).resolves.toBeUndefined();
    expect(endpoint).not.toHaveBeenCalled();
  });

});
