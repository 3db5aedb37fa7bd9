/**
 * The public pages stay lean and load cleanly: no staff screen or offline-storage code is
 * fetched, no React before the contact form is reached, /booking hydrates only its wizard, the JavaScript stays under a gzip budget
 * (docs/performance.md has the measured sizes), and nothing is logged as an error — a
 * hydration failure or a Content-Security-Policy violation (an inline script) would be.
 */
import { gzipSync } from 'node:zlib';
import { PUBLIC_PATHS, STAFF_PATHS } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { openPage } from '../support/public-site.ts';

/**
 * Decision 0013: content pages are static HTML plus a small enhancement script (about 3 KB gzip
 * measured); the home page may also load the contact form's React once the form nears the
 * viewport, but not before the visitor gets there.
 */
const CONTENT_PAGE_JS_BUDGET_BYTES = 15 * 1024;
/** The ceiling for the home page before the contact form is touched (it measures ~3 KB). */
const HOME_PAGE_JS_BUDGET_BYTES = 80 * 1024;
/** After the form's React has loaded (React DOM, react-hook-form, zod): measured 127 KB. */
const HOME_WITH_FORM_JS_BUDGET_BYTES = 140 * 1024;
/**
 * /booking is prerendered like the content pages and hydrates only the wizard (decision 0018),
 * built on Preact's compat layer with react-hook-form, zod and the notices, no query library
 * (decisions 0210, 0211): the ceiling is 75 KB, measured 74.5 KB once the first check has
 * loaded the form's schemas (71.4 KB before, decision 0280; from 147 KB in 22 files).
 */
const BOOKING_JS_BUDGET_BYTES = 75 * 1024;
/** React Router's version stamp: the booking island has no router. */
const REACT_ROUTER = /__reactRouterVersion/;
/** No React (react-dom's marker strings) on a content page until the contact form is reached. */
const REACT_DOM = /__reactContainer\$|react-dom/;
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
    expect(gzipBytes).toBeLessThan(CONTENT_PAGE_JS_BUDGET_BYTES);
    expect(scripts.filter((s) => REACT_DOM.test(s.body.toString('utf8'))).map((s) => s.url)).toEqual([]);
    expect(errors).toEqual([]);

    if (path !== '/') return;
    expect(gzipBytes).toBeLessThan(HOME_PAGE_JS_BUDGET_BYTES);
    // Reaching the contact form loads its React, within the home page's budget, without errors.
    await page.getByRole('form', { name: 'Get your free estimate' }).scrollIntoViewIfNeeded();
    await page.locator('[data-island="contact-form"][data-island-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const withForm = scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);
    expect(withForm).toBeGreaterThan(gzipBytes);
    expect(withForm).toBeLessThan(HOME_WITH_FORM_JS_BUDGET_BYTES);
    expect(errors).toEqual([]);
  });
}

test('/booking hydrates only the wizard: no router or staff code, within its budget, no errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: { url: string; body: Buffer }[] = [];
  const scriptsBeforePaint: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: await response.body() });
    }
  });
  // Only the page's one small script may be asked for before the first paint (decision 0018).
  page.on('request', async (request) => {
    if (request.resourceType() !== 'script') return;
    const painted = await page
      .evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)
      .catch(() => false);
    if (!painted) scriptsBeforePaint.push(request.url());
  });
  await openPage(page, '/booking');
  await page.waitForLoadState('networkidle');

  expect(scriptsBeforePaint.filter((url) => !/^\/assets\/static-[\w-]+\.js$/.test(new URL(url).pathname))).toEqual([]);
  expect(scripts.map((s) => s.url).filter((url) => STAFF_CHUNK.test(url))).toEqual([]);
  expect(scripts.filter((s) => s.body.includes('indexedDB')).map((s) => s.url)).toEqual([]);
  expect(scripts.filter((s) => REACT_ROUTER.test(s.body.toString('utf8'))).map((s) => s.url)).toEqual([]);
  // The wizard really is live: Continue validates step 1 (loading the form's schemas, decision 0280).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await page.waitForLoadState('networkidle');
  // Everything the wizard needed so far, its schemas included.
  const gzipBytes = scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);
  expect(gzipBytes).toBeLessThan(BOOKING_JS_BUDGET_BYTES);
  expect(errors).toEqual([]);
});
