import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config.ts';

/** Benchmarks in real Chromium against the app started as `pnpm start` starts it. One worker: timings need a quiet machine. */
export default defineConfig({
  testDir: './bench',
  testMatch: /.*\.bench\.ts/,
  globalSetup: './support/global-setup.ts',
  workers: 1,
  timeout: 300_000,
  reporter: [['list']],
  use: { baseURL: process.env.E2E_BASE_URL },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
});
