import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../features/auth/session-storage.ts';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { makeTokenSet } from '../testing/factories.ts';
import { pageAddresses, pagesAt, preloadPageCode } from './page-preload.ts';
import { pages } from './route-table.ts';
import { routes } from './router.tsx';

interface LazyRoute {
  path: string;
  route: RouteObject;
  membersOnly: boolean;
}

/** Every lazily loaded route of the router with its full path, as a visitor would type it. */
function lazyRoutes(children: RouteObject[], parentPath = '', membersOnly = false): LazyRoute[] {
  return children.flatMap((route) => {
    const path = route.path === undefined ? parentPath : `${parentPath}/${route.path}`.replace(/\/+/g, '/');
    const guarded = membersOnly || (isValidElement(route.element) && route.element.type === RequireAuth);
    const own = typeof route.lazy === 'function' ? [{ path, route, membersOnly: guarded }] : [];
    return [...own, ...lazyRoutes(route.children ?? [], path, guarded)];
  });
}

/** An address of `path`: each parameter filled in. */
const sampleOf = (path: string) => path.replace(/:\w+/g, 'x1');

/** The component a lazy route renders, as its `lazy()` resolves it. */
async function componentOf(route: RouteObject): Promise<unknown> {
  if (typeof route.lazy !== 'function') {
    throw new Error(`${route.path} is not lazy`);
  }
  const resolved = await route.lazy();
  return resolved.Component ?? (isValidElement(resolved.element) ? resolved.element.type : undefined);
}

describe('page preload', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('knows every lazily loaded route of the router, with the code the route renders', async () => {
    for (const { path, route, membersOnly } of lazyRoutes(routes)) {
      const address = pageAddresses.find((candidate) => candidate.path === path);
      expect(address, path).toBeDefined();
      expect(address?.membersOnly ?? false, path).toBe(membersOnly);
      const modules = await Promise.all((address?.pages ?? []).map((name) => pages[name]()));
      const exported = modules.flatMap((module) => Object.values(module));
      expect(exported, path).toContain(await componentOf(route));
    }
  });

  it('names no address the router does not have', () => {
    for (const { path } of pageAddresses) {
      const matched = matchRoutes(routes, sampleOf(path))?.at(-1)?.route;
      expect(matched?.path, path).not.toBe('*');
    }
  });

  it('matches as the router does: any case, with or without a trailing slash, one segment per parameter', () => {
    expect(pagesAt('/offers', { signedIn: false })).toEqual(['offers']);
    expect(pagesAt('/OFFERS/', { signedIn: false })).toEqual(['offers']);
    expect(pagesAt('/offers/42', { signedIn: false })).toEqual(['offers', 'offerDetails']);
    expect(pagesAt('/offers/42/more', { signedIn: false })).toEqual([]);
    expect(pagesAt('/r/auth/CODE', { signedIn: false })).toEqual(['registrationAuth']);
    expect(pagesAt('/r/CODE', { signedIn: false })).toEqual(['registrationCode']);
    expect(pagesAt('/no-such-page', { signedIn: false })).toEqual([]);
  });

  it('loads members-only code only with a session: a visitor is sent to sign in instead', () => {
    expect(pagesAt('/', { signedIn: false })).toEqual([]);
    expect(pagesAt('/', { signedIn: true })).toEqual(['dashboard']);
    expect(pagesAt('/my-account', { signedIn: false })).toEqual([]);
    expect(pagesAt('/my-account', { signedIn: true })).toEqual(['myAccount']);
    // The staff screen and its decoder are never fetched for a visitor.
    expect(pagesAt('/staff', { signedIn: false })).toEqual([]);
    expect(pagesAt('/staff', { signedIn: true })).toEqual(['staff']);
  });

  it('starts the imports of the opened page, reading the session from session storage', () => {
    const offers = vi.spyOn(pages, 'offers').mockResolvedValue({} as Awaited<ReturnType<typeof pages.offers>>);
    const dashboard = vi
      .spyOn(pages, 'dashboard')
      .mockResolvedValue({} as Awaited<ReturnType<typeof pages.dashboard>>);

    preloadPageCode('/offers');
    expect(offers).toHaveBeenCalledOnce();
    preloadPageCode('/');
    expect(dashboard).not.toHaveBeenCalled();

    saveTokens(makeTokenSet());
    preloadPageCode('/');
    expect(dashboard).toHaveBeenCalledOnce();
  });

  it('takes a saved session whose access token has expired for a visitor, as the app does', () => {
    const dashboard = vi
      .spyOn(pages, 'dashboard')
      .mockResolvedValue({} as Awaited<ReturnType<typeof pages.dashboard>>);
    saveTokens(makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) - 1 } }));

    preloadPageCode('/');

    expect(dashboard).not.toHaveBeenCalled();
  });

  it('leaves a failed import to the router', async () => {
    const failed = Promise.reject(new Error('offline'));
    vi.spyOn(pages, 'venues').mockReturnValue(failed as ReturnType<typeof pages.venues>);
    expect(() => preloadPageCode('/venues')).not.toThrow();
    await expect(failed).rejects.toThrow('offline');
  });
});
