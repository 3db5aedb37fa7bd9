import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Vitest's default is one worker less than the cores: on a two-core machine (CI), one file at a
    // time while the other core idles through every wait on a child process or the database.
    // Each file has its own database, so two run side by side as they do on a bigger machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database). These
    // are only a net for a test that hangs: on a 2-core machine busy with other work (load average
    // about 20), a backup round trip that takes 5–10 s alone took over 30 s (2026-11-28), so the
    // net sits well above any honest run (decision 0312's rule for e2e, applied here).
    testTimeout: 120_000,
    hookTimeout: 180_000,
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
