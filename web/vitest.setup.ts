import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './src/testing/msw/server.ts';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

// A console.error during a test is almost always a real bug (act warnings, failed prop types,
// uncaught render errors), so it fails the test instead of scrolling by (epic-stack).
// Installed per test because `restoreMocks` undoes every spy after each test.
const originalConsoleError = console.error;
beforeEach(() => {
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
