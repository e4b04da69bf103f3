import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '../../features/users/components/dashboard.tsx';
import { saveTokens } from '../../features/auth/session-storage.ts';
import { makeTokenSet } from '../../testing/factories.ts';
import { pages } from '../route-table.ts';
import { homeLoader } from './home.tsx';

describe("'/' loader", () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('has the dashboard ready before a member sees the page', async () => {
    saveTokens(makeTokenSet());
    await expect(homeLoader()).resolves.toEqual({ Dashboard });
  });

  it('loads nothing for a visitor', async () => {
    const dashboard = vi.spyOn(pages, 'dashboard');
    await expect(homeLoader()).resolves.toEqual({ Dashboard: null });
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('loads nothing for a session whose access token has expired, which the page shows as a visitor', async () => {
    saveTokens(makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) - 1 } }));
    const dashboard = vi.spyOn(pages, 'dashboard');
    await expect(homeLoader()).resolves.toEqual({ Dashboard: null });
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the page, which loads the dashboard lazily and reports errors', async () => {
    saveTokens(makeTokenSet());
    vi.spyOn(pages, 'dashboard').mockRejectedValue(new Error('offline'));
    await expect(homeLoader()).resolves.toEqual({ Dashboard: null });
  });
});
