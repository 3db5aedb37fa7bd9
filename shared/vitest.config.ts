import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // `pnpm test` runs with --coverage and holds this floor (decision 0170); a single file run does not.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '../.test-results/coverage/shared',
      thresholds: { lines: 75 },
    },
  },
});
