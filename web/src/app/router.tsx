import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading.tsx';
import { paths } from '../config/paths.ts';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { MEMBER_ROLES } from '../features/auth/roles.ts';
import { pages, routeTable, type LazyPage, type PageRoute } from './route-table.ts';
import { HomePage, homeLoader } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { Root } from './routes/root.tsx';
import { RouteError } from './routes/route-error.tsx';

/** The page's component, rendered with its props; route-table.ts has checked both against the module. */
async function loadPage({ name, component, props }: LazyPage) {
  const module = (await pages[name]()) as unknown as Record<string, ComponentType<object>>;
  const Component = module[component];
  if (!Component) {
    throw new Error(`${name} has no component ${component}`);
  }
  return props ? { element: createElement(Component, props) } : { Component };
}

/** A route's path relative to its parent's, as React Router nests them. */
function relativePath(path: string, parentPath: string): string {
  if (!path.startsWith(parentPath)) {
    throw new Error(`${path} is not inside ${parentPath}`);
  }
  return path.slice(parentPath.length).replace(/^\//, '');
}

function toRouteObject(route: PageRoute, parentPath: string): RouteObject {
  return {
    path: relativePath(route.path, parentPath),
    lazy: () => loadPage(route.page),
    ...(route.children ? { children: route.children.map((child) => toRouteObject(child, route.path)) } : {}),
  };
}

const publicPages = routeTable
  .filter((route) => !route.membersOnly && !route.allowedRoles)
  .map((route) => toRouteObject(route, paths.home));
const memberPages = routeTable.filter((route) => route.membersOnly).map((route) => toRouteObject(route, paths.home));

/** Each route guarded by roles of its own, behind a guard for exactly those roles. */
const roleGuardedPages = routeTable.flatMap((route) =>
  route.allowedRoles
    ? [{ element: <RequireAuth allowedRoles={route.allowedRoles} />, children: [toRouteObject(route, paths.home)] }]
    : [],
);

/**
 * The router, made from the route table (route-table.ts). Only '/' and the not-found page are in the
 * app's own code; every other page loads on first visit.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: Loading,
    children: [
      { index: true, loader: homeLoader, Component: HomePage },
      ...publicPages,
      { element: <RequireAuth allowedRoles={MEMBER_ROLES} />, children: memberPages },
      ...roleGuardedPages,
      { path: '*', Component: NotFoundPage },
    ],
  },
];
