import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Vitest's default is one worker less than the cores: on a two-core machine (CI), one file at a
    // time while the other core idles through every wait on a child process or the database.
    // Each file has its own database, so two run side by side as they do on a bigger machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `pnpm test` runs the PGlite suite with --coverage and holds this floor (decision 0170).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '../.test-results/coverage/api',
      thresholds: { lines: 90 },
    },
  },
});
