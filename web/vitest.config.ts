import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two kinds of test, one run: `*.test.ts` on Node (rules, queries on fake-indexeddb, the sync
 * suites against the real API) and `*.test.tsx` component tests on jsdom through
 * `src/test/render-staff.tsx` (docs/testing.md). Coverage is collected in the same run and held
 * to the floors below (decision 0170).
 */
export default defineConfig({
  test: {
    // Sync tests start the real API (PGlite, or PostgreSQL with DATABASE_URL) as a child process.
    testTimeout: 120_000,
    // Vitest's default is one worker less than the cores: on a two-core machine (CI), one file at a
    // time while the other core idles through every wait on a child process or the database.
    // Each file has its own database, so two run side by side as they do on a bigger machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/offline/testing/**', 'src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '../.test-results/coverage/web',
      thresholds: {
        'src/offline/**': { lines: 80 },
        'src/components/**': { lines: 50 },
        // 69.5 % reached when every office screen got its component test (decision 0325).
        'src/features/**': { lines: 66 },
      },
    },
  },
});
