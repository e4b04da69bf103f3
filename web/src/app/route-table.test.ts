import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, pathTo } from '../config/paths.ts';
import { routeTable, type PageRoute } from './route-table.ts';
import { routes } from './router.tsx';

/** An address of `path`: each parameter filled in. */
const sampleOf = (path: string) => path.replace(/:\w+/g, 'x1');

const allRoutes = (table: readonly PageRoute[]): PageRoute[] => table.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

describe('route table', () => {
  it('gives every address of config/paths.ts a page, so no link leads to the not-found page', () => {
    for (const path of Object.values(paths)) {
      const matched = matchRoutes(routes, sampleOf(path))?.at(-1)?.route;
      expect(matched?.path, path).not.toBe('*');
    }
  });

  it('places its pages only at addresses of config/paths.ts, each once', () => {
    const tablePaths = allRoutes(routeTable).map((route) => route.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect(Object.values(paths)).toEqual(expect.arrayContaining(tablePaths));
  });
});

describe('pathTo', () => {
  it('fills in each parameter as one encoded path segment', () => {
    expect(pathTo(paths.registrationCode, { registrationCode: 'A B/C' })).toBe('/r/A%20B%2FC');
    expect(pathTo(paths.voucherVerify, { publicId: 'P1', promoCodeId: 'Q2' })).toBe('/voucher/P1/verify/Q2');
  });
});
