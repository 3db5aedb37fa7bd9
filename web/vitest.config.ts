import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // Sync tests start the real API (PGlite, or PostgreSQL with DATABASE_URL) as a child process.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
