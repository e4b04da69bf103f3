import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database; a couple at a time keeps two cores responsive.
    maxWorkers: 2,
    // Each file in a fresh module graph loaded the whole server again: seven of every ten seconds of the suite
    // were imports. Files share a worker's modules instead; none keeps state in a module between tests
    // (every test builds its own app and database), which the suite passing in any order keeps honest.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
