import { vi } from 'vitest';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Stands in for `window.matchMedia`, which jsdom lacks: the member asks for reduced motion when
 * `reduce` is true, and no other media query matches. `unstubGlobals` undoes it after each test.
 */
export function stubPrefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: reduce && query === REDUCED_MOTION }));
}
