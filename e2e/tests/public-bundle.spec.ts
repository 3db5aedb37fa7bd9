/**
 * The public pages stay lean and load cleanly: no staff screen or offline-storage code is
 * fetched, the JavaScript stays under a gzip budget (README "Performance" has the measured
 * sizes), and nothing is logged as an error — a hydration failure or a Content-Security-Policy
 * violation (an inline script) would be.
 */
import { gzipSync } from 'node:zlib';
import { PUBLIC_PATHS, STAFF_PATHS } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { openPage } from '../support/public-site.ts';

/** Measured 158 KB on the home page (the largest); the budget leaves room for small changes only. */
const JS_GZIP_BUDGET_BYTES = 180 * 1024;
const STAFF_CHUNK = new RegExp(`/(${STAFF_PATHS.map((p) => p.slice(1)).join('|')})[\\w-]*\\.js$`);

for (const path of PUBLIC_PATHS.filter((p) => p !== '/booking')) {
  test(`${path} loads no staff code, stays within the JavaScript budget and logs no errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: { url: string; body: Buffer }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.body() });
      }
    });
    await openPage(page, path);
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((s) => s.url).filter((url) => STAFF_CHUNK.test(url))).toEqual([]);
    expect(scripts.filter((s) => s.body.includes('indexedDB')).map((s) => s.url)).toEqual([]);
    const gzipBytes = scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);
    expect(gzipBytes).toBeLessThan(JS_GZIP_BUDGET_BYTES);
    expect(errors).toEqual([]);
  });
}
