import { defineConfig } from 'vitest/config';

/** Benchmarks run as plain vitest files so they use the same real API and Dexie setup as the tests. */
export default defineConfig({
  test: { include: ['bench/**/*.bench.ts'], environment: 'node', testTimeout: 600_000, hookTimeout: 120_000 },
});
