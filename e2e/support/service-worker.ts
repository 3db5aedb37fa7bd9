import type { Page } from '@playwright/test';

/** Waits until the page is controlled by the service worker (registered, activated, claimed on reload). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
