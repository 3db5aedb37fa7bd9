/**
 * After a deploy the server may no longer speak this app's sync protocol (426): the staff screen
 * says "Update the app", keeps the queued changes, and stops retrying (decision 0045).
 */
import { expect, type Page, test } from '@playwright/test';
import { newCrewMember, signInCrew } from '../support/staff.ts';

test.use({ serviceWorkers: 'block' });

/** Syncs running or about to: each holds the device's sync lock from its start until its requests are answered. */
const syncLocks = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return [...held, ...pending].map((lock) => lock.name).filter((name) => name?.startsWith('haul-sync-'));
  });

test('a 426 from the sync API shows "Update the app" and keeps what is queued', async ({ page, request }, testInfo) => {
  // The page's timers (the engine's back-off, its 30 s interval) run on a clock the test can move on.
  await page.clock.install();
  let syncCalls = 0;
  await page.route('**/api/sync/**', async (route) => {
    syncCalls++;
    await route.fulfill({
      status: 426,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'update_required', message: 'Update the app' }, minProtocol: 99 }),
    });
  });
  await signInCrew(page.request, await newCrewMember(request));
  await page.goto('/time-tracking');
  const notice = page.getByRole('alert').filter({ hasText: 'This version of the app can no longer sync' });
  await expect(notice).toBeVisible();
  const button = notice.getByRole('button', { name: 'Update the app' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: testInfo.outputPath('update-required.png'), fullPage: false });
  // No retry storm: the engine waits for the update instead of backing off and trying again. Neither
  // Sync now nor ten minutes of the page's time (longer than the longest back-off, twenty intervals)
  // starts a sync: no sync holds or waits for the lock, and the API heard nothing more.
  const calls = syncCalls;
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.clock.runFor('10:00');
  await expect.poll(() => syncLocks(page)).toEqual([]);
  expect(syncCalls).toBe(calls);
});
