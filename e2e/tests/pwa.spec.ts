import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { signInAs } from '../support/staff.ts';

const SW_FILE = path.resolve(import.meta.dirname, '../../web/dist/sw.js');

test.describe('installable staff app', () => {
  test('Chromium finds no installability errors and the manifest has what installs need', async ({ baseURL }) => {
    // Installability is judged only in a normal profile; Playwright's default contexts are incognito.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/sign-in');
      await waitForServiceWorkerControl(page);
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await page.request.get(manifestHref ?? '')).json();
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/today', theme_color: '#14532d' });
      const sizes = manifest.icons.map(
        (i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? `:${i.purpose}` : ''}`,
      );
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512:maskable']));

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('staff routes open offline from the service worker cache; the API is never cached', async ({
    page,
    context,
  }) => {
    await page.goto('/sign-in');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
    // A staff route never visited before still opens from the precached shell.
    await page.goto('/crew');
    await expect(page.locator('#root > *').first()).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/app.html');
    expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);
    await context.setOffline(false);
  });

  test('a new version waits and offers "Update available — Reload" instead of swapping code', async ({ page }) => {
    // It rewrites the one build on disk, so it runs in one project only; the behaviour is not size-dependent.
    test.skip(test.info().project.name !== 'desktop', 'rewrites the shared build; run once');
    await page.goto('/sign-in');
    await waitForServiceWorkerControl(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // Deploy a "new version": the same worker with different bytes, as a rebuild would write.
    const original = fs.readFileSync(SW_FILE, 'utf8');
    fs.writeFileSync(SW_FILE, `${original}\n// next release ${Date.now()}`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
      await expect(prompt).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible(); // nothing swapped yet
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    } finally {
      fs.writeFileSync(SW_FILE, original);
    }
  });

  test('a new device fetches the precache only after its first sync, so the two never compete', async ({ page }) => {
    // Signed in already, straight onto a staff screen: no sign-in page registered the worker first.
    await signInAs(page.request, 'admin');
    // A slow first pull: a worker registered beside it would start while the pull is still out.
    // The pull waits until the page shows it syncing and has painted twice since: a registration
    // started on mount, or when anything before the pull settled, has asked for its code by then.
    let firstPull = true;
    let answerFirstPull = () => {};
    const firstPullMayGo = new Promise<void>((resolve) => {
      answerFirstPull = resolve;
    });
    await page.route('**/api/sync/pull?**', async (route) => {
      if (firstPull) {
        firstPull = false;
        await firstPullMayGo;
      }
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByText('Syncing…')).toBeVisible();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    answerFirstPull();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // workbox-window is loaded by the registration itself, just before it registers.
    const { pullAnswered, registering } = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        pullAnswered: entries.find((e) => e.name.includes('/api/sync/pull?'))?.responseEnd,
        registering: entries.find((e) => e.name.includes('workbox-window'))?.startTime,
      };
    });
    expect(pullAnswered).toBeGreaterThan(0);
    expect(registering).toBeGreaterThan(pullAnswered ?? Number.POSITIVE_INFINITY);
  });

  test('public pages do not register the service worker or link the staff manifest', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });
});
