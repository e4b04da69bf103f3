import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './src/testing/msw/server.ts';

// findBy* and waitFor give up after 1 s by default: a lazily loaded page on two busy cores (CI beside a
// server suite) can take longer to appear, and then a passing test failed.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

// A console.error during a test is almost always a real bug (act warnings, failed prop types,
// uncaught render errors), so it fails the test instead of scrolling by (epic-stack).
// Installed per test because `restoreMocks` undoes every spy after each test.
const originalConsoleError = console.error;
beforeEach(() => {
  // jsdom has no IntersectionObserver; a test that scrolls says what is in view (mockAllIsIntersecting).
  setupIntersectionMocking(vi.fn);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  vi.useRealTimers();
});

afterAll(() => {
  server.close();
});
