import { defineConfig, devices } from '@playwright/test';
import { scaled } from './support/time.ts';

/** Debian's Chromium; never a downloaded browser. Flags keep it off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Half the cores (Playwright's default), also in CI: each worker's Chromium and the one app
  // server already keep two cores busy. On the 2-core CI machine two workers took as long as one
  // (48 tests: 220 s against 217 s, 2026-11-28) and ran every test three to five times slower,
  // past its timeout on a slow day.
  workers: '50%',
  retries: 0,
  // Deadlines for a hang, the same on CI and on a developer's machine (decision 0312): either can
  // be 2–5× slower on a busy day (2026-11-27 against 11-28; an axe scan took 15 s at load 20), and
  // a test that takes 20 s there is still a pass. E2E_TIME_SCALE scales them on a busier machine.
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // CI shows only what the run prints, so a trace there is never read; recording one for every
    // test cost 15–20 % of the suite's time (admin.spec.ts alone: 59.5 s against 51.3 s).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/New_York',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      // Checks with no screen-size dependence (raw HTML, bundle contents) run once, on desktop;
      // the office desk's review-to-payroll flow is a desktop task.
      testIgnore: [/prerender\.spec\.ts/, /public-bundle\.spec\.ts/, /office-desk\.spec\.ts/],
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
  ],
});
