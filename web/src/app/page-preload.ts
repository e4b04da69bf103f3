import { parse } from 'regexparam';
import { paths } from '../config/paths.ts';
import { isSignedIn, restoreAuthState } from '../features/auth/auth-state.ts';
import { memberHome, pages, routeTable, type PageName, type PageRoute } from './route-table.ts';

export interface PageAddress {
  /** An address of the route table. */
  path: string;
  /** The lazily loaded code the router renders there, outermost first. */
  pages: readonly PageName[];
  /** Behind the sign-in guard: a visitor is sent to sign in instead, so their code would be wasted. */
  membersOnly?: true;
}

function addressesOf(routes: readonly PageRoute[], outer: readonly PageName[] = [], membersOnly = false): PageAddress[] {
  return routes.flatMap((route) => {
    const address: PageAddress = {
      path: route.path,
      pages: [...outer, route.page.name],
      ...(membersOnly || route.membersOnly || route.operatorsOnly ? { membersOnly: true as const } : {}),
    };
    return [address, ...addressesOf(route.children ?? [], address.pages, address.membersOnly === true)];
  });
}

/** Every address of the route table with the code the router renders there. */
export const pageAddresses: readonly PageAddress[] = [
  { path: paths.home, pages: [memberHome.name], membersOnly: true },
  ...addressesOf(routeTable),
];

// regexparam matches as React Router does: ignoring case, with or without a trailing slash, and a
// parameter stands for exactly one non-empty segment.
const matchers = pageAddresses.map((address) => ({ ...address, pattern: parse(address.path).pattern }));

/** The lazily loaded pages the router will render at `pathname`. */
export function pagesAt(pathname: string, { signedIn }: { signedIn: boolean }): PageName[] {
  const matched = matchers.find(({ pattern, membersOnly }) => pattern.test(pathname) && (signedIn || !membersOnly));
  return matched ? [...matched.pages] : [];
}

/**
 * Starts loading the code of the page the app opens at. The router would only ask for it once the
 * framework has arrived and run, a round trip later on a slow connection; the browser's module map
 * makes the router's own import reuse this one. A failure is left to the router, which retries and
 * shows the error.
 */
export function preloadPageCode(pathname = window.location.pathname): void {
  for (const name of pagesAt(pathname, { signedIn: isSignedIn(restoreAuthState(), Date.now()) })) {
    pages[name]().catch(() => undefined);
  }
}
